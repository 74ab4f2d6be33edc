import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ViewerQuery } from '../../graphql/session';
import { useResultMutation } from '../../graphql/useResultMutation';
import { notify } from '../../notify';
import { type PaymentDetails, paymentMessages } from './cardRules';
import {
  AccountPlanQuery,
  BillingPortalSessionMutation,
  BuyPackageMutation,
  CheckoutSessionMutation,
  VerifyCardMutation,
  VerifyCouponMutation,
} from './operations';

// The payment calls. Each hook owns its payload errors, network failure, toast and cache, and
// tells the form only what to show.
export const planMessages = {
  unreachable: 'We could not reach the server. Please try again.',
  providerDown: paymentMessages.providerDown,
  bought: 'Your account is now Pro.',
};

export type Receipt = { invoiceUrl: string; amount: number; planExpiresAt: string };
/** `cardErrors` go under 'Please correct the following issues'; anything else was toasted. */
export type PurchaseOutcome = { ok: true; receipt: Receipt } | { ok: false; cardErrors: string[] };

/** Applies a gift card code: its price, or the red message for a bad code. */
export function useGiftCode() {
  // The form shows the answer beside the code: nothing is toasted.
  const [run, loading] = useResultMutation(VerifyCouponMutation, {
    failure: paymentMessages.giftCode,
    refused: () => null,
    unreachable: null,
  });
  const apply = async (
    code: string,
  ): Promise<{ ok: true; code: string; price: number } | { ok: false; message: string }> => {
    const outcome = await run({ couponCode: code });
    const answer = outcome.payload;
    if (!answer) return { ok: false, message: planMessages.unreachable };
    if (outcome.ok && answer.couponCode && answer.price != null)
      return { ok: true, code: answer.couponCode, price: answer.price };
    return { ok: false, message: answer.errors[0]?.message ?? 'This gift card code is not valid.' };
  };
  return { apply, applying: loading };
}

/**
 * The purchase: verify the card, then buy the package with it (spec 4). One idempotency key per
 * form: a second click, or a retry after a lost reply, buys once. A refusal starts a new key,
 * since the next try is a new purchase.
 */
export function usePurchase() {
  const client = useApolloClient();
  const [verifyCard] = useMutation(VerifyCardMutation);
  const [buyPackage] = useMutation(BuyPackageMutation, { refetchQueries: [{ query: ViewerQuery }] });
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());

  const purchase = async (
    details: PaymentDetails,
    offer: { packageId: string; couponCode: string | null },
  ): Promise<PurchaseOutcome> => {
    setBusy(true);
    try {
      const { data: planData } = await client.query({ query: AccountPlanQuery, fetchPolicy: 'network-only' });
      const account = planData?.accountPlan?.account;
      if (!account) {
        notify.error(paymentMessages.loggedOut);
        return { ok: false, cardErrors: [] };
      }
      const { data: cardData } = await verifyCard({
        variables: {
          input: {
            cardholderName: details.cardholderName.trim(),
            number: details.number.replace(/\D/g, ''),
            cvc: details.cvc,
            expMonth: details.expMonth ?? '',
            expYear: details.expYear ?? '',
          },
        },
      });
      const card = cardData?.verifyCard;
      if (!card?.ok) {
        const messages = [...new Set(card?.errors.map((error) => error.message) ?? [])];
        // Not signed in (any more) is not the card's fault: a toast, as the spec shows it.
        if (messages.includes(paymentMessages.loggedOut)) {
          notify.error(paymentMessages.loggedOut);
          return { ok: false, cardErrors: [] };
        }
        return { ok: false, cardErrors: messages };
      }
      const { data } = await buyPackage({
        variables: {
          input: {
            subscription: account,
            package: offer.packageId,
            couponCode: offer.couponCode,
            idempotencyKey: key.current,
          },
        },
      });
      const bought = data?.buyPackage;
      if (bought?.ok && bought.invoiceUrl != null && bought.amount != null && bought.planExpiresAt) {
        notify.success(planMessages.bought);
        return {
          ok: true,
          receipt: {
            invoiceUrl: bought.invoiceUrl,
            amount: bought.amount,
            planExpiresAt: bought.planExpiresAt,
          },
        };
      }
      key.current = crypto.randomUUID();
      notify.error(bought?.errors[0]?.message ?? planMessages.providerDown);
      return { ok: false, cardErrors: [] };
    } catch {
      notify.error(planMessages.unreachable);
      return { ok: false, cardErrors: [] };
    } finally {
      setBusy(false);
    }
  };
  return { purchase, busy };
}

/** Opens a hosted page in a new tab, or says why not: the api's refusal, else 'Something went wrong…' (spec 8). */
async function openInNewTab(
  load: () => Promise<
    { ok: boolean; url?: string | null; errors?: readonly { message: string }[] } | undefined
  >,
) {
  // The tab is opened now, while the click still counts as the user's, and pointed later.
  const tab = window.open('', '_blank');
  let refusal: string | undefined;
  try {
    const answer = await load();
    if (answer?.ok && answer.url) {
      if (tab) tab.location.href = answer.url;
      else window.location.assign(answer.url);
      return;
    }
    refusal = answer?.errors?.[0]?.message;
  } catch {
    // Reported below, like a refusal.
  }
  tab?.close();
  notify.error(refusal ?? planMessages.providerDown);
}

/**
 * Manage Subscription (spec: Membership view): opens the billing portal in a new tab. Exported
 * for the Manage Account view.
 */
export function useOpenBillingPortal(): { open: () => Promise<void>; opening: boolean } {
  const [mutate, { loading }] = useMutation(BillingPortalSessionMutation);
  return {
    open: () => openInNewTab(async () => (await mutate()).data?.billingPortalSession),
    opening: loading,
  };
}

/** Hosted checkout for one package, in a new tab. */
export function useOpenCheckout(): { open: (packageStripeId: string) => Promise<void>; opening: boolean } {
  const [mutate, { loading }] = useMutation(CheckoutSessionMutation);
  return {
    open: (packageStripeId) =>
      openInNewTab(async () => (await mutate({ variables: { packageStripeId } })).data?.checkoutSession),
    opening: loading,
  };
}
