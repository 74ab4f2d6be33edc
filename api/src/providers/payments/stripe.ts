import Stripe from 'stripe';
import type { CardRefusal, PaymentProvider } from './provider';

export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

/** Card problems Stripe reports as a card error; everything else is a fault of ours or theirs. */
function refusal(error: unknown): CardRefusal {
  if (error instanceof Stripe.errors.StripeCardError)
    return { ok: false, code: error.code ?? 'card_declined', message: error.message };
  throw error;
}

const needsBank: CardRefusal = {
  ok: false,
  code: 'authentication_required',
  message:
    'Your bank asks to confirm this card, which this form cannot show. Please use another card or pay on the checkout page.',
};

/**
 * Payments through Stripe. `endpoint` points the client elsewhere than api.stripe.com: the
 * tests use it to replay recorded Stripe replies from a local server, with no network.
 */
export function stripePaymentProvider(secretKey: string, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    // Retries resend the same idempotency key, so a lost reply never charges twice.
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'field-boundaries' },
    ...(endpoint ?? {}),
  });

  return {
    kind: 'stripe',

    async verifyCard(payer, card) {
      try {
        const customerId =
          payer.customerId ??
          (
            await stripe.customers.create(
              { email: payer.email, metadata: { account_id: String(payer.accountId) } },
              { idempotencyKey: `customer-for-account-${payer.accountId}` },
            )
          ).id;
        const method = await stripe.paymentMethods.create({
          type: 'card',
          card: { number: card.number, cvc: card.cvc, exp_month: card.expMonth, exp_year: card.expYear },
          ...(card.cardholderName ? { billing_details: { name: card.cardholderName } } : {}),
        });
        // A confirmed SetupIntent asks the bank now, and leaves the card ready for the charge.
        const setup = await stripe.setupIntents.create({
          customer: customerId,
          payment_method: method.id,
          usage: 'off_session',
          // A form of ours cannot follow a bank's redirect; such cards are refused here.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
        });
        if (setup.status !== 'succeeded') return needsBank;
        return {
          ok: true,
          customerId,
          paymentMethodId: method.id,
          brand: method.card?.brand ?? 'unknown',
          last4: method.card?.last4 ?? '????',
        };
      } catch (error) {
        return refusal(error);
      }
    },

    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: request.description,
            metadata: request.metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== 'succeeded') return needsBank;
        const charge = intent.latest_charge;
        const receipt = typeof charge === 'object' && charge ? charge.receipt_url : null;
        return { ok: true, chargeId: intent.id, invoiceUrl: receipt ?? '' };
      } catch (error) {
        return refusal(error);
      }
    },

    async checkoutSession(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: request.packageStripeId, quantity: 1 }],
        client_reference_id: String(request.payer.accountId),
        metadata: { account_id: String(request.payer.accountId), package_id: String(request.packageId) },
        ...(request.payer.customerId
          ? { customer: request.payer.customerId }
          : { customer_email: request.payer.email }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
      return { url: session.url };
    },

    async billingPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
