import { type ExecutionResult, GraphQLError } from 'graphql';

// A token client's access token can expire under a long subscription (a partner app following
// spray notices for hours): the next upstream read is refused 401 mid-stream. graphql-js passes
// an error thrown by the event source on, and graphql-sse would drop the connection with it, so
// the client could not tell an expired token from a network fault. This ends such a stream with
// the error as its last result (UNAUTHENTICATED, as on /graphql): the client refreshes its token
// and subscribes again. Any other failure still goes on as it was.

const isLostSession = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';

/**
 * Written by hand rather than as a generator around `yield*`: a generator waiting in its source's
 * `next` runs a `return` only once that settles, and a client that leaves must reach the source
 * at once (its upstream reads and Redis channels end with it).
 */
export function endOnLostSession(
  results: AsyncIterable<ExecutionResult>,
): AsyncGenerator<ExecutionResult, void, undefined> {
  const source = results[Symbol.asyncIterator]();
  let ended = false;
  const done = (): IteratorResult<ExecutionResult, void> => ({ value: undefined, done: true });
  const stream: AsyncGenerator<ExecutionResult, void, undefined> = {
    async next() {
      if (ended) return done();
      try {
        const result = await source.next();
        if (result.done) ended = true;
        return result.done ? done() : result;
      } catch (error) {
        ended = true;
        if (!isLostSession(error)) throw error;
        return { value: { errors: [error as GraphQLError] }, done: false };
      }
    },
    async return() {
      ended = true;
      await source.return?.();
      return done();
    },
    async throw(error: unknown) {
      ended = true;
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
    async [Symbol.asyncDispose]() {
      await stream.return();
    },
  };
  return stream;
}

/** graphql-js's subscribe answers a stream, or one result (a refusal before it starts). */
export const endingOnLostSession = <T extends ExecutionResult>(
  outcome: AsyncIterable<T> | T,
): AsyncIterable<ExecutionResult> | T =>
  Symbol.asyncIterator in outcome ? endOnLostSession(outcome) : outcome;
