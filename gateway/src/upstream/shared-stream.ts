import { nodeStreamReaders, nodeStreamUpstreamReads } from './shared-reads';

// Many viewers streaming the same node at once (a region everyone looks at) would each make
// the api read, encode and send that node's body, and the gateway hold and frame a copy of it
// for each. The api's `shared` node stream is one body for every viewer (what each viewer sees
// differently comes apart, see viewer-fields), so one upstream read serves every subscription
// that asks for it while it is being read or was read a moment ago.

/** One event of a node's stream: its offset, its data (null on a bare end), and whether it is the last. */
export type SharedItem<Data> = { offset: number; data: Data | null; done: boolean };

/** Batches a shared read holds beyond what its slowest reader has taken (a node is 1–2). */
const HELD = 8;
/** How long a finished read stays joinable: subscriptions of one view arrive together. */
export const JOINABLE_MS = 2000;

type Reader = { position: number };
type Entry<Data> = {
  source: AsyncGenerator<SharedItem<Data>>;
  items: SharedItem<Data>[];
  /** Position of items[0] in the stream: above 0 once taken items were let go. */
  base: number;
  done: boolean;
  error: unknown;
  readers: Set<Reader>;
  pulling: Promise<void> | null;
  waiters: (() => void)[];
};

const entries = new Map<string, Entry<unknown>>();

function wake(entry: Entry<unknown>) {
  for (const waiter of entry.waiters.splice(0)) waiter();
}

function forget(key: string, entry: Entry<unknown>) {
  if (entries.get(key) === entry) entries.delete(key);
}

/** Lets go of items every reader has taken, once more than HELD are held. */
function trim(key: string, entry: Entry<unknown>) {
  if (entry.items.length < HELD) return;
  let slowest = entry.base + entry.items.length;
  for (const reader of entry.readers) slowest = Math.min(slowest, reader.position);
  if (slowest > entry.base) {
    entry.items.splice(0, slowest - entry.base);
    entry.base = slowest;
    forget(key, entry); // a newcomer would miss the start: it reads on its own
    wake(entry);
  }
}

function pull(key: string, entry: Entry<unknown>): Promise<void> {
  if (entry.pulling) return entry.pulling;
  if (entry.items.length >= HELD) {
    // The fastest reader waits for the slowest: memory stays bounded and a slow client still
    // holds the api back through TCP.
    return new Promise((resolve) => entry.waiters.push(resolve));
  }
  entry.pulling = entry.source.next().then(
    (result) => {
      if (result.done) entry.done = true;
      else {
        entry.items.push(result.value);
        if (result.value.done) entry.done = true;
      }
      if (entry.done) setTimeout(() => forget(key, entry), JOINABLE_MS).unref();
    },
    (error: unknown) => {
      entry.error = error ?? new Error('the node stream failed');
      forget(key, entry);
    },
  );
  void entry.pulling.finally(() => {
    entry.pulling = null;
    wake(entry);
  });
  return entry.pulling;
}

function newEntry<Data>(source: AsyncGenerator<SharedItem<Data>>): Entry<Data> {
  return {
    source,
    items: [],
    base: 0,
    done: false,
    error: undefined,
    readers: new Set(),
    pulling: null,
    waiters: [],
  };
}

const joinable = (entry: Entry<unknown> | undefined) =>
  entry !== undefined && entry.base === 0 && entry.error === undefined;

/**
 * Makes `source()` (the stream `key` names, from its start) the shared read that callers of
 * `sharedStream(key, 0, …)` join, unless one is joinable already: then null, and `source` is
 * not called. The source is read only as readers take from it (a generator does nothing until
 * asked). Returns what withdraws the offer: it forgets the read, and closes its source, if
 * nobody has joined it (the subscription that offered it ended before it got there).
 */
export function offerShared<Data>(
  key: string,
  source: () => AsyncGenerator<SharedItem<Data>>,
): (() => void) | null {
  if (joinable(entries.get(key))) return null;
  nodeStreamUpstreamReads.inc();
  const entry = newEntry(source()) as Entry<unknown>;
  entries.set(key, entry);
  return () => {
    if (entry.readers.size > 0 || entry.items.length > 0 || entry.pulling) return;
    forget(key, entry);
    void entry.source.return(undefined).catch(() => undefined);
  };
}

/**
 * The events of the stream `key` names, read once for every concurrent caller: `open(after)`
 * opens it upstream as this caller (its identity) from `after`. When a shared read fails, each
 * reader goes on with its own read from where it was, so one caller's failure (its token
 * expired) is never another's.
 */
export async function* sharedStream<Data>(
  key: string,
  after: number,
  open: (after: number) => AsyncGenerator<SharedItem<Data>>,
): AsyncGenerator<SharedItem<Data>> {
  let entry = entries.get(key) as Entry<Data> | undefined;
  nodeStreamReaders.inc();
  if (!entry || !joinable(entry as Entry<unknown>)) {
    nodeStreamUpstreamReads.inc();
    entry = newEntry(open(after));
    entries.set(key, entry as Entry<unknown>);
  }
  const reader: Reader = { position: entry.base };
  entry.readers.add(reader);
  let offset = after;
  try {
    while (true) {
      if (reader.position < entry.base + entry.items.length) {
        const item = entry.items[reader.position - entry.base] as SharedItem<Data>;
        reader.position++;
        trim(key, entry);
        offset = item.offset;
        yield item;
        if (item.done) return;
      } else if (
        entry.error !== undefined ||
        (entry.done && reader.position >= entry.base + entry.items.length)
      ) {
        break;
      } else {
        await pull(key, entry);
      }
    }
  } finally {
    entry.readers.delete(reader);
    trim(key, entry);
    wake(entry);
    if (entry.readers.size === 0 && !entry.done) {
      forget(key, entry);
      void entry.source.return(undefined).catch(() => undefined);
    }
  }
  // The shared read failed (or ended without its end event): go on alone, as this caller.
  yield* open(offset);
}

/** How many shared reads are joinable now (for tests). */
export const sharedReads = () => entries.size;
