import { type ExecutionResult, GraphQLError } from 'graphql';

// A token client's access token can expire under a long subscription (a partner app following
// spray notices for hours): the next upstream read is refused 401 mid-stream. graphql-js passes
// an error thrown by the event source on, and graphql-sse would drop the connection with it, so
// the client could not tell an expired token from a network fault. This ends such a stream with
// the error as its last result (UNAUTHENTICATED, as on /graphql): the client refreshes its token
// and subscribes again. Any other failure still goes on as it was.

const isLostSession = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';

export async function* endOnLostSession(
  results: AsyncIterable<ExecutionResult>,
): AsyncGenerator<ExecutionResult, void, undefined> {
  try {
    yield* results;
  } catch (error) {
    if (!isLostSession(error)) throw error;
    yield { errors: [error as GraphQLError] };
  }
}

/** graphql-js's subscribe answers a stream, or one result (a refusal before it starts). */
export const endingOnLostSession = <T extends ExecutionResult>(
  outcome: AsyncIterable<T> | T,
): AsyncIterable<ExecutionResult> | T =>
  Symbol.asyncIterator in outcome ? endOnLostSession(outcome) : outcome;
