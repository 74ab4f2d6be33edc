import type { ApolloClient } from '@apollo/client';
import type { CompactField } from '@field-boundaries/contract/wire';
import { describe, expect, it, vi } from 'vitest';
import { createOfflineLink } from '../offline/offlineLink';
import { createFieldStore } from './fieldStore';
import { createFieldStreamer } from './fieldStreamer';
import type { CachedNode, OfflineStore } from './offlineStore';

const field = (uuid: string): CompactField => ({
  u: uuid,
  a: 80,
  c: false,
  m: false,
  b: false,
  o: null,
  p: [['_p~iF~ps|U_ulLnnqC_mqNvxq`@']],
});
// The stream's subscriptions, as the gateway would be asked for them.
const subscribed = vi.hoisted(() => [] as { nodes: { id: number }[] }[]);
vi.mock('graphql-sse', () => ({
  createClient: () => ({
    subscribe: (request: { variables: { nodes: { id: number }[] } }) => {
      subscribed.push(request.variables);
      return () => undefined;
    },
    dispose: () => undefined,
  }),
}));

const keptNode: CachedNode = { id: 7, version: 3, fields: [field('a'), field('b')], savedAt: 1, seenAt: 1 };

/** A device that kept, at the last visit, which nodes lie around (38.1, -97.4) and node 7's fields. */
function deviceOfLastVisit(): OfflineStore {
  const answers = {
    'CluNodes {"lat":38.1,"lng":-97.4}': { cluNodes: [{ id: 7, fieldCount: 2, geometryVersion: 3 }] },
  };
  return {
    snapshot: async () => ({ savedAt: 1, answers }),
    nodes: async (ids: number[]) => (ids.includes(7) ? [keptNode] : []),
    saveNode: async () => undefined,
    saveSnapshot: async () => undefined,
  } as unknown as OfflineStore;
}

describe('a second visit on a slow link', () => {
  it('draws the fields this device kept around the view before the gateway has said which nodes lie there', async () => {
    const device = deviceOfLastVisit();
    createOfflineLink(device);
    // The gateway has not answered yet (a slow link), and does not within the test.
    const apollo = { query: () => new Promise(() => undefined) } as unknown as ApolloClient;
    const store = createFieldStore({ publishEveryMs: 0 });
    const streamer = createFieldStreamer(apollo, store, () => undefined, device);
    void streamer.follow({ lat: 38.12, lng: -97.43 }, 13);
    await expect.poll(() => store.getSnapshot().loaded).toBe(2);
    expect(store.getSnapshot().expected).toBe(2);
    streamer.dispose();
  });
});

describe('a flight to a field', () => {
  it("streams its destination once: the flight's end keeps the stream its start asked for", async () => {
    subscribed.length = 0;
    const nodes = [
      { id: 7, fieldCount: 2, geometryVersion: 3 },
      { id: 8, fieldCount: 1, geometryVersion: 4 },
    ];
    const elsewhere = [{ id: 9, fieldCount: 1, geometryVersion: 1 }];
    const apollo = {
      query: async ({ variables }: { variables: { lat: number } }) => ({
        data: { cluNodes: variables.lat === 38.1 ? nodes : elsewhere },
      }),
    } as unknown as ApolloClient;
    const store = createFieldStore({ publishEveryMs: 0 });
    const streamer = createFieldStreamer(apollo, store, () => undefined, null);
    await streamer.follow({ lat: 38.12, lng: -97.43 }, 13.5); // as the flight starts
    store.applyBatch({ node: 7, offset: 2, done: true, fields: [field('a'), field('b')] });
    await streamer.follow({ lat: 38.12, lng: -97.43 }, 13.5); // as it ends
    expect(subscribed.map((variables) => variables.nodes.map((node) => node.id))).toEqual([[7, 8]]);
    // Elsewhere, a stream of its own.
    await streamer.follow({ lat: 38.52, lng: -97.93 }, 13.5);
    expect(subscribed.at(-1)?.nodes.map((node) => node.id)).toEqual([9]);
    streamer.dispose();
  });
});

describe('a view whose nodes are still being asked for', () => {
  it('is not said to have no fields until the gateway has answered, or failed', async () => {
    let answer: (nodes: { id: number; fieldCount: number; geometryVersion: number }[]) => void = () =>
      undefined;
    let fail: (error: Error) => void = () => undefined;
    const apollo = {
      query: () =>
        new Promise((resolve, reject) => {
          answer = (cluNodes) => resolve({ data: { cluNodes } });
          fail = reject;
        }),
    } as unknown as ApolloClient;
    const store = createFieldStore({ publishEveryMs: 0 });
    const streamer = createFieldStreamer(apollo, store, () => undefined, null);

    const first = streamer.follow({ lat: 38.12, lng: -97.43 }, 13);
    expect(store.getSnapshot()).toMatchObject({ asking: true, expected: 0 });
    answer([]);
    await first;
    // Asked and answered: truly nothing here.
    expect(store.getSnapshot()).toMatchObject({ asking: false, expected: 0 });

    const second = streamer.follow({ lat: 38.52, lng: -97.93 }, 13);
    expect(store.getSnapshot().asking).toBe(true);
    fail(new Error('the link dropped'));
    await expect(second).rejects.toThrow('the link dropped');
    expect(store.getSnapshot().asking).toBe(false);

    // Zoomed out, nothing is asked.
    await streamer.follow({ lat: 38.52, lng: -97.93 }, 9);
    expect(store.getSnapshot().asking).toBe(false);
    streamer.dispose();
  });
});
