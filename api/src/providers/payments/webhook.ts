import Stripe from 'stripe';
import { badRequest } from '../../errors';

// Stripe's webhook: the signature is checked with the `stripe` package against the raw body
// (a re-serialised JSON body would not match), and only what a finished checkout means to us
// is read out of the event.

export const webhookMessages = {
  badSignature: 'The webhook signature does not match: the event was not sent by Stripe.',
  notConfigured: 'Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET).',
} as const;

/** A hosted checkout that has been paid: the account and package are ours, set when it opened. */
export type CheckoutPaid = {
  eventId: string;
  eventType: string;
  sessionId: string;
  accountId: number;
  packageId: number;
  amountCents: number | null;
  paymentId: string;
};

/** The event, when the signature says Stripe sent this very body; else a 400. */
export async function verifiedStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature) throw badRequest(webhookMessages.badSignature);
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw badRequest(webhookMessages.badSignature);
    throw error;
  }
}

/**
 * A paid checkout, or null for events that change no plan. A session paid by a slow method
 * (bank debit) completes unpaid and is paid later, in `async_payment_succeeded`.
 */
export function paidCheckout(event: Stripe.Event): CheckoutPaid | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  )
    return null;
  const session = event.data.object;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return null;
  const accountId = Number(session.metadata?.account_id ?? session.client_reference_id);
  const packageId = Number(session.metadata?.package_id);
  if (!Number.isInteger(accountId) || !Number.isInteger(packageId))
    throw badRequest(`Checkout session ${session.id} does not name its account and package.`);
  const payment = session.payment_intent;
  return {
    eventId: event.id,
    eventType: event.type,
    sessionId: session.id,
    accountId,
    packageId,
    amountCents: session.amount_total,
    paymentId: (typeof payment === 'string' ? payment : payment?.id) ?? session.id,
  };
}
