import { UpdateMeMutation } from '../graphql/session';
import { useResultMutation } from '../graphql/useResultMutation';

/**
 * "Don't ask again" under a legal confirmation: the account's legal notice, acknowledged for
 * good. Resolves whether the api was reached; a refusal only means the question comes back next
 * time, so it is not said. `unreachable` is what a lost call says (null: nothing).
 */
export function useAcknowledgeLegalNotice(): [(unreachable: string | null) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(UpdateMeMutation, { failure: '', refused: () => null });
  const acknowledge = async (unreachable: string | null) =>
    (await run({ input: { legalNotice: true } }, { unreachable })).payload !== null;
  return [acknowledge, loading];
}
