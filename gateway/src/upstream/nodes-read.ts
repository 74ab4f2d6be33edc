import { placeOfEventId } from '@field-boundaries/contract/node-grid';
import { streamFailed } from './errors';
import { acceptedEvents, openStream, type ServerEvent } from './event-stream';
import type { SharedItem } from './shared-stream';
import { fieldsOfEvent } from './wire-fields';

// A subscription's nodes in ONE upstream request (the api's farms/nodes/stream/?ids=…), rather
// than one request per node: each request cost the api a sign-in check and both sides an HTTP
// exchange, about 0.8 ms of CPU per node beyond its fields (bench/README.md). The response is
// read in order, as the nodes are delivered, and handed out node by node; each node's share of
// it is that node's shared read (shared-stream.ts), so other viewers join it as they would a
// node's own request.

type Item = SharedItem<Buffer>;
type NodeQueue = {
  items: Item[];
  /**
   * The node's last batch, held until its `end` follows (at once), so the response is read to
   * its end and the connection is kept for the next request.
   */
  held: Item | null;
  /** All of the node's events are in `items` (or it is closed). */
  finished: boolean;
  started: boolean;
  closed: boolean;
};

/** The node and offset of a several-node stream's event id (`node:offset`). */
function place(id: string | undefined): { node: number; offset: number } {
  const found = placeOfEventId(id);
  if (!found) throw new Error(`a nodes stream's event id is not node:offset: ${id}`);
  return found;
}

export type NodesRead = {
  /**
   * Node `id`'s events from its start, ending with its `done` item; read upstream as they are
   * taken. Every node is asked for before the first is read: the request lists them, in order.
   */
  node(id: number): AsyncGenerator<Item>;
  /** No more of its nodes will be read: the upstream closes once those being read are done. */
  release(): void;
};

/**
 * One upstream request (`urlOf` the nodes asked for, in order, with `headers`), opened when a
 * node is first read. Events of a node nobody reads any more are skipped; a failure (the
 * request refused, the connection lost) ends every node still being read with the error, and
 * their readers go on with their own reads (shared-stream.ts).
 */
export function nodesRead(urlOf: (ids: number[]) => URL, headers: Record<string, string>): NodesRead {
  const queues = new Map<number, NodeQueue>();
  let events: AsyncGenerator<ServerEvent> | null = null;
  let opened = false;
  let closeUpstream = () => {};
  let reading: Promise<void> | null = null;
  let failure: unknown;
  let released = false;

  const open = async () => {
    opened = true;
    const response = await openStream(urlOf([...queues.keys()]), headers);
    closeUpstream = () => {
      if (!response.complete) response.destroy();
    };
    return acceptedEvents(response);
  };

  /** Reads one event upstream and gives it to its node. */
  const readOne = async () => {
    events ??= await open();
    const next = await events.next();
    if (next.done) throw new Error('the nodes stream ended early');
    const { event, id, data } = next.value;
    if (event === 'error') throw streamFailed();
    const { node, offset } = place(id);
    const queue = queues.get(node);
    if (!queue || queue.finished) return;
    if (event === 'fields') {
      const { wire, done } = fieldsOfEvent(data);
      if (done) queue.held = { offset, data: wire, done };
      else queue.items.push({ offset, data: wire, done });
    } else if (event === 'end') {
      queue.items.push(queue.held ?? { offset, data: null, done: true });
      queue.held = null;
      queue.finished = true;
    }
  };

  const read = () => {
    reading ??= readOne().then(
      () => {
        reading = null;
      },
      (error: unknown) => {
        failure = error;
        closeUpstream();
      },
    );
    return reading;
  };

  const closeIfIdle = () => {
    if (released && [...queues.values()].every((queue) => queue.closed)) closeUpstream();
  };

  return {
    node(id) {
      if (opened || queues.has(id)) throw new Error(`node ${id} cannot join this read now`);
      const queue: NodeQueue = { items: [], held: null, finished: false, started: false, closed: false };
      queues.set(id, queue);
      return (async function* () {
        queue.started = true;
        try {
          while (true) {
            const item = queue.items.shift();
            if (item) {
              yield item;
              if (item.done) return;
            } else if (failure !== undefined) {
              throw failure;
            } else {
              await read();
            }
          }
        } finally {
          queue.closed = true;
          queue.finished = true;
          queue.items = [];
          closeIfIdle();
        }
      })();
    },
    release() {
      released = true;
      // A node nobody started will not be: the subscription that asked for it has ended.
      for (const queue of queues.values()) {
        if (!queue.started) Object.assign(queue, { closed: true, finished: true });
      }
      closeIfIdle();
    },
  };
}
