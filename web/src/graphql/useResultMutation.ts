import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { notify } from '../notify';
import { OfflineWriteRefused } from '../offline/offlineLink';

// Every mutation of the schema answers with a payload: `ok`, the api's errors in the spec's words
// and, where a plan limits it, `upgradeRequired`. This hook is the one place that runs such a
// mutation: it catches a call that never reached the api, toasts what went wrong or right, and
// hands the feature's hook an outcome to read, so no feature hook or screen writes try/catch.

export type UserError = { readonly field?: string | null; readonly message: string };
type ResultPayload = { ok: boolean; errors: readonly UserError[]; upgradeRequired?: boolean | null };

/** The payload of a mutation whose document selects one root field (all of ours do). */
export type PayloadOf<TData> = NonNullable<TData[keyof TData]>;

/**
 * How a call went. Refused: the payload (null when the api was not reached), whether only the
 * plan stood in the way, and the message toasted (null when none was).
 */
export type MutationOutcome<P> =
  | { ok: true; payload: P }
  | { ok: false; payload: P | null; upgrade: boolean; message: string | null };

type Wording<P, V> = string | ((payload: P, variables: V) => string | null);

export type ResultMutationOptions<P, V> = {
  /** Said when the api is not reached, and when it refuses without a message of its own. */
  failure: string | ((variables: V) => string);
  /** Said instead of `failure` when the api is not reached at all; null says nothing. */
  unreachable?: string | null;
  /** The toast of a success; no toast when left out or when it gives null. */
  success?: Wording<P, V>;
  /**
   * The toast of a refusal. By default the api's first message (spec 8), else `failure`; give
   * `failure` itself to word every refusal alike, or null for a refusal the caller shows itself
   * (beside an input, in a confirmation). A refusal for the plan (`upgradeRequired`) is never
   * toasted: the caller shows the Pro teaser.
   */
  refused?: (payload: P, variables: V) => string | null;
  /** The cache after a success (Apollo's `update`). */
  update?: (cache: ApolloCache, payload: P, variables: V) => void;
  /** What else follows a success, before its toast (a store outside the cache, navigation). */
  done?: (payload: P, variables: V) => void | Promise<void>;
  /** Queries to fetch again after the mutation, by name. */
  refetchQueries?: string[];
  /** Whether the outcome waits for them, so the screen shows the change at once (by default it does). */
  awaitRefetchQueries?: boolean;
};

/** What depends on more than the variables (how many items a list gained, where to go next), per call. */
export type CallOptions<P, V> = {
  success?: Wording<P, V>;
  failure?: string;
  unreachable?: string | null;
  done?: (payload: P, variables: V) => void | Promise<void>;
};

const payloadOf = <TData>(data: TData | null | undefined): PayloadOf<TData> | null => {
  if (!data) return null;
  const [payload] = Object.values(data as object);
  return (payload ?? null) as PayloadOf<TData> | null;
};

const wordOf = <P, V>(wording: Wording<P, V> | undefined, payload: P, variables: V) =>
  typeof wording === 'function' ? wording(payload, variables) : (wording ?? null);

/** Runs a payload mutation with the spec's toasts; resolves to its outcome, never throws. */
export function useResultMutation<
  TData extends { [field: string]: ResultPayload | null },
  V extends OperationVariables,
  P extends ResultPayload = PayloadOf<TData>,
>(
  document: TypedDocumentNode<TData, V>,
  options: ResultMutationOptions<P, V>,
): [(variables: V, call?: CallOptions<P, V>) => Promise<MutationOutcome<P>>, boolean] {
  const { update, refetchQueries, awaitRefetchQueries = true } = options;
  const [mutate, { loading }] = useMutation(document, {
    ...(update && {
      update(cache, { data }, { variables }) {
        const payload = payloadOf(data) as P | null;
        if (payload?.ok) update(cache, payload, variables as V);
      },
    }),
    ...(refetchQueries && { refetchQueries, awaitRefetchQueries }),
  });

  // Apollo's own option types differ by whether the document has required variables.
  const send = mutate as unknown as (options: { variables: V }) => Promise<{ data?: TData | null }>;

  const run = async (variables: V, call: CallOptions<P, V> = {}): Promise<MutationOutcome<P>> => {
    const failure =
      call.failure ?? (typeof options.failure === 'function' ? options.failure(variables) : options.failure);
    let payload: P | null;
    try {
      payload = payloadOf((await send({ variables })).data) as P | null;
      if (payload?.ok) {
        await options.done?.(payload, variables);
        await call.done?.(payload, variables);
        const message = wordOf(call.success ?? options.success, payload, variables);
        if (message) notify.success(message);
        return { ok: true, payload };
      }
    } catch (error) {
      const said = call.unreachable !== undefined ? call.unreachable : options.unreachable;
      // Offline, a write is refused before it is sent: say that, whatever the feature says otherwise.
      const message =
        error instanceof OfflineWriteRefused ? error.message : said === undefined ? failure : said;
      if (message) notify.error(message);
      return { ok: false, payload: null, upgrade: false, message };
    }
    if (payload?.upgradeRequired) return { ok: false, payload, upgrade: true, message: null };
    const message = payload
      ? options.refused
        ? options.refused(payload, variables)
        : (payload.errors[0]?.message ?? failure)
      : failure;
    if (message) notify.error(message);
    return { ok: false, payload, upgrade: false, message };
  };
  return [run, loading];
}
