import type { RegisterPartnerAppInput } from '../../../graphql/generated/graphql';
import { type UserError, useResultMutation } from '../../../graphql/useResultMutation';
import {
  AddWebhookEndpointMutation,
  RegisterPartnerAppMutation,
  RegisterPartnerOperationMutation,
  RemovePartnerAppMutation,
  RemovePartnerOperationMutation,
  RemoveWebhookEndpointMutation,
} from '../operations';

// A developer's apps, their webhooks and persisted operations. Registering and adding an endpoint show the api's refusal
// beside the input it names (the form does), so only removals and the unreachable server toast;
// each success fetches the list again, so the screen shows it at once.
export const developerWords = {
  unreachable: 'We could not reach the server. Please try again.',
  registered: (name: string) => `${name} is registered.`,
  removed: (name: string) => `${name} is removed. Its grants, tokens and webhooks are gone.`,
  endpointAdded: 'The webhook endpoint is added.',
  endpointRemoved: 'The webhook endpoint is removed.',
  operationAdded: (name: string) => `${name} is registered: the app can send its hash.`,
  operationRemoved: (name: string) => `${name} is removed: the app can no longer send its hash.`,
};

const refetchQueries = ['PartnerApps'];
const shownByTheForm = { refused: () => null } as const;

/** The api's refusals by the form's field names; one with no field (or an unknown one) is `_form`. */
export function fieldErrorsOf(errors: readonly UserError[], fields: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = (error.field && fields[error.field]) ?? '_form';
    out[field] ??= error.message;
  }
  return out;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const registerFields = { name: 'name', logoUri: 'logoUri', redirectUris: 'redirectUris', scopes: 'scopes' };

/** Registers an app: its client id and, for a confidential one, the secret shown once. */
export function useRegisterPartnerApp(): [
  (input: RegisterPartnerAppInput) => Promise<Outcome<{ clientId: string; secret: string | null }>>,
  boolean,
] {
  const [run, loading] = useResultMutation(RegisterPartnerAppMutation, {
    failure: developerWords.unreachable,
    ...shownByTheForm,
    refetchQueries,
    success: (payload) => (payload.app ? developerWords.registered(payload.app.name) : null),
  });
  return [
    async (input) => {
      const outcome = await run({ input });
      if (outcome.ok && outcome.payload.app)
        return {
          ok: true,
          value: { clientId: outcome.payload.app.clientId, secret: outcome.payload.clientSecret ?? null },
        };
      return {
        ok: false,
        errors: outcome.payload ? fieldErrorsOf(outcome.payload.errors, registerFields) : {},
      };
    },
    loading,
  ];
}

export function useRemovePartnerApp(): [(clientId: string, name: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(RemovePartnerAppMutation, {
    failure: developerWords.unreachable,
    refetchQueries,
  });
  return [
    async (clientId, name) => (await run({ clientId }, { success: developerWords.removed(name) })).ok,
    loading,
  ];
}

/** Subscribes an endpoint to events: the endpoint's signing secret, shown once. */
export function useAddWebhookEndpoint(): [
  (clientId: string, url: string, events: string[]) => Promise<Outcome<{ secret: string }>>,
  boolean,
] {
  const [run, loading] = useResultMutation(AddWebhookEndpointMutation, {
    failure: developerWords.unreachable,
    ...shownByTheForm,
    refetchQueries,
    success: developerWords.endpointAdded,
  });
  return [
    async (clientId, url, events) => {
      const outcome = await run({ input: { clientId, url, events } });
      if (outcome.ok && outcome.payload.secret)
        return { ok: true, value: { secret: outcome.payload.secret } };
      return {
        ok: false,
        errors: outcome.payload
          ? fieldErrorsOf(outcome.payload.errors, { url: 'url', events: 'events' })
          : {},
      };
    },
    loading,
  ];
}

export function useRemoveWebhookEndpoint(): [(clientId: string, id: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(RemoveWebhookEndpointMutation, {
    failure: developerWords.unreachable,
    refetchQueries,
    success: developerWords.endpointRemoved,
  });
  return [async (clientId, id) => (await run({ clientId, id })).ok, loading];
}

/** Registers a document as one of the app's operations; the api's refusal goes beside the input. */
export function useRegisterPartnerOperation(): [
  (clientId: string, document: string) => Promise<Outcome<{ name: string; sha256Hash: string }>>,
  boolean,
] {
  const [run, loading] = useResultMutation(RegisterPartnerOperationMutation, {
    failure: developerWords.unreachable,
    ...shownByTheForm,
    refetchQueries,
    success: (payload) => (payload.operation ? developerWords.operationAdded(payload.operation.name) : null),
  });
  return [
    async (clientId, document) => {
      const outcome = await run({ clientId, document });
      if (outcome.ok && outcome.payload.operation)
        return {
          ok: true,
          value: { name: outcome.payload.operation.name, sha256Hash: outcome.payload.operation.sha256Hash },
        };
      return {
        ok: false,
        errors: outcome.payload ? fieldErrorsOf(outcome.payload.errors, { document: 'document' }) : {},
      };
    },
    loading,
  ];
}

export function useRemovePartnerOperation(): [
  (clientId: string, sha256Hash: string, name: string) => Promise<boolean>,
  boolean,
] {
  const [run, loading] = useResultMutation(RemovePartnerOperationMutation, {
    failure: developerWords.unreachable,
    refetchQueries,
  });
  return [
    async (clientId, sha256Hash, name) =>
      (await run({ clientId, sha256Hash }, { success: developerWords.operationRemoved(name) })).ok,
    loading,
  ];
}
