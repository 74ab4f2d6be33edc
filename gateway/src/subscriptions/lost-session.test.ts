import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { endingOnLostSession } from './lost-session';

async function* failingAfterOne(error: Error) {
  yield { data: { sprayNotices: { id: 1 } } };
  throw error;
}

async function read(stream: AsyncIterable<unknown>) {
  const seen: unknown[] = [];
  for await (const result of stream) seen.push(result);
  return seen;
}

describe('a subscription whose session ends mid-stream', () => {
  it('ends with UNAUTHENTICATED as its last result', async () => {
    const expired = new GraphQLError('Your session has expired. Please log in again.', {
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    const stream = endingOnLostSession(failingAfterOne(expired)) as AsyncIterable<unknown>;
    expect(await read(stream)).toEqual([{ data: { sprayNotices: { id: 1 } } }, { errors: [expired] }]);
  });

  it('passes any other failure on as before', async () => {
    const fault = new GraphQLError('Unknown error occurred (500)', {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const stream = endingOnLostSession(failingAfterOne(fault)) as AsyncIterable<unknown>;
    await expect(read(stream)).rejects.toBe(fault);
  });

  it('leaves a refusal before the stream starts as it is', () => {
    const refusal = { errors: [new GraphQLError('You need to log in first.')] };
    expect(endingOnLostSession(refusal)).toBe(refusal);
  });

  it('reaches its source at once when the client leaves, even while the source waits', async () => {
    let left = false;
    const waiting: AsyncIterable<never> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<never>(() => undefined),
        return: async () => {
          left = true;
          return { value: undefined, done: true };
        },
      }),
    };
    const stream = endingOnLostSession(waiting) as AsyncGenerator<unknown>;
    const pending = stream.next();
    expect(await stream.return(undefined)).toEqual({ value: undefined, done: true });
    expect(left).toBe(true);
    void pending;
  });
});
