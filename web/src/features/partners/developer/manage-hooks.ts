import type { UpdatePartnerAppInput } from '../../../graphql/generated/graphql';
import { useResultMutation } from '../../../graphql/useResultMutation';
import { developerWords, fieldErrorsOf, type Outcome } from './hooks';
import { RedeliverWebhookMutation, SendTestWebhookMutation, UpdatePartnerAppMutation } from './operations';

// Editing an app, a test event, sending a failed delivery again. The edit's refusals go beside the
// inputs they name (the form shows them); a test event and a redelivery toast, then the
// deliveries are fetched again so the new attempt shows at once.

export const manageWords = {
  updated: (name: string) => `${name} is saved.`,
  testQueued: 'A test event is on its way to the endpoint: it shows under Deliveries.',
  redelivered: 'The delivery is sent again now.',
};

const editFields = { name: 'name', logoUri: 'logoUri', redirectUris: 'redirectUris', scopes: 'scopes' };

export function useUpdatePartnerApp(): [(input: UpdatePartnerAppInput) => Promise<Outcome<null>>, boolean] {
  const [run, loading] = useResultMutation(UpdatePartnerAppMutation, {
    failure: developerWords.unreachable,
    refused: () => null,
    refetchQueries: ['PartnerApps'],
    success: (payload) => (payload.app ? manageWords.updated(payload.app.name) : null),
  });
  return [
    async (input) => {
      const outcome = await run({ input });
      if (outcome.ok) return { ok: true, value: null };
      return { ok: false, errors: outcome.payload ? fieldErrorsOf(outcome.payload.errors, editFields) : {} };
    },
    loading,
  ];
}

export function useSendTestWebhook(): [(clientId: string, endpointId: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(SendTestWebhookMutation, {
    failure: developerWords.unreachable,
    refetchQueries: ['WebhookDeliveries'],
    success: manageWords.testQueued,
  });
  return [async (clientId, endpointId) => (await run({ clientId, endpointId })).ok, loading];
}

export function useRedeliverWebhook(): [(clientId: string, deliveryId: string) => Promise<boolean>, boolean] {
  const [run, loading] = useResultMutation(RedeliverWebhookMutation, {
    failure: developerWords.unreachable,
    refetchQueries: ['WebhookDeliveries', 'WebhookDelivery'],
    success: manageWords.redelivered,
  });
  return [async (clientId, deliveryId) => (await run({ clientId, deliveryId })).ok, loading];
}
