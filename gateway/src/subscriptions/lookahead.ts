/** How many streams `inOrderAhead` keeps open beyond the one being delivered. */
export const STREAMS_AHEAD = 2;

/**
 * Runs several streams one after another, but keeps the next `ahead` of them open (each with
 * its first item asked for) while the current one is delivered, so the upstream's latency for
 * the next nodes overlaps our work on this one. At most one item per stream waits ahead.
 */
export async function* inOrderAhead<T>(
  streams: (() => AsyncGenerator<T>)[],
  ahead = STREAMS_AHEAD,
): AsyncGenerator<T> {
  const open = (index: number) => {
    const generator = (streams[index] as () => AsyncGenerator<T>)();
    const first = generator.next();
    first.catch(() => undefined); // observed when its turn comes; never an unhandled rejection
    return { generator, first };
  };
  /** The stream being delivered, then those opened ahead of it, in order. */
  const opened: ReturnType<typeof open>[] = [];
  let next = 0;
  try {
    while (true) {
      while (next < streams.length && opened.length <= ahead) opened.push(open(next++));
      const current = opened[0];
      if (!current) return;
      let result = await current.first;
      while (!result.done) {
        yield result.value;
        result = await current.generator.next();
      }
      opened.shift();
    }
  } finally {
    // A consumer that stops early closes them all: a stream left suspended would hold what it
    // reads (a shared node read keeps its place for it, and every other reader waits).
    await Promise.all(opened.map(({ generator }) => generator.return(undefined)));
  }
}
