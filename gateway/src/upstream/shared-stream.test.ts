import { describe, expect, it } from 'vitest';
import { type SharedItem, sharedReads, sharedStream } from './shared-stream';

const collect = async (stream: AsyncGenerator<SharedItem<string>>) => {
  const items: SharedItem<string>[] = [];
  for await (const item of stream) items.push(item);
  return items;
};

describe('a node stream shared by the viewers reading it at once', () => {
  it('reads the upstream once for concurrent readers, each getting every event once', async () => {
    const opened: number[] = [];
    const open = (after: number) =>
      (async function* () {
        opened.push(after);
        for (let offset = after + 1; offset <= 3; offset++)
          yield { offset, data: `batch ${offset}`, done: false };
        yield { offset: 3, data: null, done: true };
      })();
    const readers = await Promise.all(
      Array.from({ length: 5 }, () => collect(sharedStream('node-1', 0, open))),
    );
    expect(opened).toEqual([0]);
    for (const items of readers)
      expect(items.map((item) => item.data)).toEqual(['batch 1', 'batch 2', 'batch 3', null]);
  });

  it("goes on as each reader's own read from where it was when the shared read fails", async () => {
    const opened: number[] = [];
    const open = (after: number) =>
      (async function* () {
        opened.push(after);
        yield { offset: after + 1, data: `batch ${after + 1}`, done: false };
        if (opened.length === 1) throw new Error('the first caller’s token expired');
        yield { offset: after + 1, data: null, done: true };
      })();
    const readers = await Promise.all([
      collect(sharedStream('node-2', 0, open)),
      collect(sharedStream('node-2', 0, open)),
    ]);
    for (const items of readers) expect(items.map((item) => item.data)).toEqual(['batch 1', 'batch 2', null]);
    expect(opened.slice(1)).toEqual([1, 1]);
  });

  it('lets a later reader of a long stream read on its own, and forgets a read nobody reads', async () => {
    let pulled = 0;
    let opens = 0;
    const open = () =>
      (async function* () {
        opens++;
        for (let offset = 1; ; offset++) {
          pulled = offset;
          yield { offset, data: `batch ${offset}`, done: false };
        }
      })();
    const fast = sharedStream('node-3', 0, open);
    for (let taken = 0; taken < 20; taken++) await fast.next();
    expect(pulled).toBeLessThan(25); // read as it is taken, not ahead without bound
    const late = sharedStream('node-3', 0, open);
    expect((await late.next()).value).toEqual({ offset: 1, data: 'batch 1', done: false });
    expect(opens).toBe(2);
    const held = sharedReads();
    await fast.return(undefined);
    await late.return(undefined);
    expect(sharedReads()).toBe(held - 1);
  });
});
