/**
 * Runs several streams one after another, but opens the next one (and takes its first item)
 * while the current one is still being delivered, so the upstream's latency for the next
 * node overlaps our work on this one. At most one item waits ahead.
 */
export async function* oneAhead<T>(streams: (() => AsyncGenerator<T>)[]): AsyncGenerator<T> {
  const open = (index: number) => {
    const generator = (streams[index] as () => AsyncGenerator<T>)();
    const first = generator.next();
    first.catch(() => undefined); // observed when its turn comes; never an unhandled rejection
    return { generator, first };
  };
  let current: ReturnType<typeof open> | null = null;
  let upcoming: ReturnType<typeof open> | null = null;
  try {
    for (let index = 0; index < streams.length; index++) {
      current = upcoming ?? open(index);
      upcoming = index + 1 < streams.length ? open(index + 1) : null;
      let result = await current.first;
      while (!result.done) {
        yield result.value;
        result = await current.generator.next();
      }
    }
  } finally {
    // A consumer that stops early closes both: a stream left suspended would hold what it
    // reads (a shared node read keeps its place for it, and every other reader waits).
    await Promise.all([current?.generator.return(undefined), upcoming?.generator.return(undefined)]);
  }
}
