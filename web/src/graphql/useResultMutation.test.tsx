import { InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { type MutationOutcome, type ResultMutationOptions, useResultMutation } from './useResultMutation';

vi.mock('../notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

type Renamed = {
  renameFarm: {
    ok: boolean;
    upgradeRequired: boolean;
    errors: { field: string | null; message: string }[];
    farm: { id: number; name: string } | null;
  };
};
// Parsed here, not written as a `graphql(...)` document, so codegen does not take it for the app's.
const RenameFarmMutation: TypedDocumentNode<Renamed, { id: number; name: string }> = parse(`
  mutation RenameFarm($id: Int!, $name: String!) {
    renameFarm(id: $id, name: $name) {
      ok
      upgradeRequired
      errors {
        field
        message
      }
      farm {
        id
        name
      }
    }
  }
`);

const variables = { id: 7, name: 'North 40' };
const answer = (payload: Record<string, unknown>) => ({
  request: { query: RenameFarmMutation, variables },
  result: {
    data: {
      renameFarm: { __typename: 'FarmPayload', errors: [], farm: null, upgradeRequired: false, ...payload },
    },
  },
});
const renamed = { ok: true, farm: { __typename: 'Farm', id: 7, name: 'North 40' } };
const refused = (message: string) => ({
  ok: false,
  errors: [{ __typename: 'UserError', field: 'name', message }],
});

type Options = Partial<ResultMutationOptions<Renamed['renameFarm'], { id: number; name: string }>>;

function runWith(mocks: MockLink.MockedResponse[], options: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      {children}
    </MockedProvider>
  );
  const { result } = renderHook(
    () =>
      useResultMutation(RenameFarmMutation, {
        failure: 'There was an error renaming the farm!',
        success: 'Farm successfully renamed!',
        ...options,
      }),
    { wrapper },
  );
  return async () => {
    let outcome: MutationOutcome<unknown> | undefined;
    await act(async () => {
      outcome = await result.current[0](variables);
    });
    return outcome;
  };
}

beforeEach(() => vi.mocked(notify.success).mockClear() && vi.mocked(notify.error).mockClear());

describe('a payload mutation', () => {
  it('toasts the api’s own message of a refusal and returns it', async () => {
    const outcome = await runWith([answer(refused('A farm with this name already exists!'))])();
    expect(outcome).toMatchObject({
      ok: false,
      upgrade: false,
      message: 'A farm with this name already exists!',
    });
    expect(notify.error).toHaveBeenCalledWith('A farm with this name already exists!');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says its own failure when the api is not reached', async () => {
    const outcome = await runWith([{ ...answer(renamed), error: new Error('Failed to fetch') }])();
    expect(outcome).toEqual({
      ok: false,
      payload: null,
      upgrade: false,
      message: 'There was an error renaming the farm!',
    });
    expect(notify.error).toHaveBeenCalledWith('There was an error renaming the farm!');
  });

  it('says the unreachable message, when one is given, for a call that never landed', async () => {
    const run = runWith([{ ...answer(renamed), error: new Error('Failed to fetch') }], {
      unreachable: 'We could not reach the server. Please try again.',
    });
    expect(await run()).toMatchObject({ message: 'We could not reach the server. Please try again.' });
    expect(notify.error).toHaveBeenCalledWith('We could not reach the server. Please try again.');
  });

  it('updates the cache and what follows, then toasts the success', async () => {
    const update = vi.fn();
    const done = vi.fn();
    const outcome = await runWith([answer(renamed)], { update, done })();
    expect(outcome).toMatchObject({ ok: true, payload: { farm: { name: 'North 40' } } });
    expect(update).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ ok: true }), variables);
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ ok: true }), variables);
    expect(notify.success).toHaveBeenCalledWith('Farm successfully renamed!');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('leaves a refusal for the plan to the caller, untoasted', async () => {
    const outcome = await runWith([answer({ ...refused('Upgrade to Pro'), upgradeRequired: true })])();
    expect(outcome).toMatchObject({ ok: false, upgrade: true, message: null });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('words a refusal as the caller asks, or not at all', async () => {
    const generic = runWith([answer(refused('Name taken'))], {
      refused: () => 'There was an error renaming the farm!',
    });
    expect(await generic()).toMatchObject({ message: 'There was an error renaming the farm!' });
    const silent = runWith([answer(refused('Name taken'))], { refused: () => null });
    expect(await silent()).toMatchObject({ ok: false, message: null });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
