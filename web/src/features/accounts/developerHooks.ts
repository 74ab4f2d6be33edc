import { developerMessages } from '@field-boundaries/contract/messages';
import { useResultMutation } from '../../graphql/useResultMutation';
import { SetAccountDeveloperMutation, SetDeveloperMutation } from './developerOperations';

// The developer role's calls. The answer carries the user (or the staff list's row), which Apollo
// writes over the cached one by its id: the profile menu, the navigation and the route guard see
// the role at once.

const unreachable = 'We could not reach the server. Please try again.';
const said = (on: boolean) => (on ? developerMessages.turnedOn : developerMessages.turnedOff);

/**
 * Turns the viewer's own role on or off. A refusal (apps still registered, god mode) is given to
 * the screen to show beside the switch; only an unreachable server toasts.
 */
export function useSetDeveloper(): [
  (on: boolean) => Promise<{ ok: true } | { ok: false; problem: string | null }>,
  boolean,
] {
  const [run, loading] = useResultMutation(SetDeveloperMutation, {
    success: (_payload, { on }) => said(on),
    failure: unreachable,
    refused: () => null,
  });
  const set = async (on: boolean) => {
    const outcome = await run({ on });
    if (outcome.ok) return { ok: true as const };
    return { ok: false as const, problem: outcome.payload?.errors[0]?.message ?? null };
  };
  return [set, loading];
}

/** Staff turn an account's role on or off from their list; a refusal is toasted in the api's words. */
export function useSetAccountDeveloper(): [
  (account: { uuid: string; accountName: string }, on: boolean) => Promise<boolean>,
  boolean,
] {
  const [run, loading] = useResultMutation(SetAccountDeveloperMutation, { failure: unreachable });
  const set = async ({ uuid, accountName }: { uuid: string; accountName: string }, on: boolean) => {
    const success = on ? `${accountName} is a developer now.` : `${accountName} is no longer a developer.`;
    return (await run({ uuid, on }, { success })).ok;
  };
  return [set, loading];
}
