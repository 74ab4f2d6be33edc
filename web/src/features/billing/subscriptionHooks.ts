import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useResultMutation } from '../../graphql/useResultMutation';
import { notify } from '../../notify';
import type { PaymentDetails } from './cardRules';
import { planMessages } from './hooks';
import { AccountPlanQuery, ChangeSubscriptionMutation, VerifyCardMutation } from './operations';

// The billing page's calls (PATCH subscription/me/ through changeSubscription): each hook owns its
// toast and the cache, and tells the page only whether it worked.

export const subscriptionMessages = {
  upgraded: 'Your account is now Pro.',
  cancelled: 'Your Pro plan will not renew. It stays Pro until the end of the paid year.',
  resumed: 'Your Pro plan will renew at the end of the paid year.',
  cardChanged: 'Your card has been changed.',
  trialStarted: 'Your free trial has started.',
  failed: 'Something went wrong. Please try again later.',
};

export type PlanChange = 'upgrade' | 'cancel' | 'resume' | 'trial';

const planOf: Record<PlanChange, 'B' | 'F'> = { upgrade: 'B', resume: 'B', cancel: 'F', trial: 'F' };
const toastOf: Record<PlanChange, string> = {
  upgrade: subscriptionMessages.upgraded,
  resume: subscriptionMessages.resumed,
  cancel: subscriptionMessages.cancelled,
  trial: subscriptionMessages.trialStarted,
};

/**
 * A change of plan. The answer is the subscription after it, written over the cached one; the
 * viewer is fetched again, since the plan decides what the rest of the app offers. An upgrade
 * keeps one idempotency key until it is answered, so a second click charges once.
 */
export function useChangePlan(): [(account: string, change: PlanChange) => Promise<boolean>, boolean] {
  const key = useRef(crypto.randomUUID());
  const [run, loading] = useResultMutation(ChangeSubscriptionMutation, {
    failure: subscriptionMessages.failed,
    update: (cache, payload) => {
      if (payload.subscription)
        cache.writeQuery({ query: AccountPlanQuery, data: { accountPlan: payload.subscription } });
    },
    refetchQueries: ['Viewer'],
  });
  const change = async (account: string, kind: PlanChange) => {
    const outcome = await run(
      {
        input: {
          account,
          plan: planOf[kind],
          ...(kind === 'upgrade' ? { idempotencyKey: key.current } : {}),
        },
      },
      { success: toastOf[kind] },
    );
    if (kind === 'upgrade') key.current = crypto.randomUUID();
    return outcome.ok;
  };
  return [change, loading];
}

/** `cardErrors` go under 'Please correct the following issues'; anything else was toasted. */
export type CardChangeOutcome = { ok: true } | { ok: false; cardErrors: string[] };

/**
 * A new card: checked with its bank (verifyCard keeps it for the account), then named as the
 * card the plan is charged on.
 */
export function useChangeCard(): [
  (account: string, details: PaymentDetails) => Promise<CardChangeOutcome>,
  boolean,
] {
  const [verifyCard, { loading: verifying }] = useMutation(VerifyCardMutation);
  const [run, changing] = useResultMutation(ChangeSubscriptionMutation, {
    failure: subscriptionMessages.failed,
    success: subscriptionMessages.cardChanged,
    update: (cache, payload) => {
      if (payload.subscription)
        cache.writeQuery({ query: AccountPlanQuery, data: { accountPlan: payload.subscription } });
    },
  });
  const change = async (account: string, details: PaymentDetails): Promise<CardChangeOutcome> => {
    let verified: Awaited<ReturnType<typeof verifyCard>>['data'];
    try {
      verified = (
        await verifyCard({
          variables: {
            input: {
              cardholderName: details.cardholderName.trim(),
              number: details.number.replace(/\D/g, ''),
              cvc: details.cvc,
              expMonth: details.expMonth ?? '',
              expYear: details.expYear ?? '',
            },
          },
        })
      ).data;
    } catch {
      notify.error(planMessages.unreachable);
      return { ok: false, cardErrors: [] };
    }
    const card = verified?.verifyCard;
    if (!card?.ok || !card.paymentMethodId)
      return { ok: false, cardErrors: [...new Set(card?.errors.map((error) => error.message) ?? [])] };
    const outcome = await run({ input: { account, paymentMethodId: card.paymentMethodId } });
    return outcome.ok ? { ok: true } : { ok: false, cardErrors: [] };
  };
  return [change, verifying || changing];
}
