// One interface over the payment services: Stripe when STRIPE_SECRET_KEY is set, else the test
// provider, which keeps Stripe's test-mode card rules. The subscription module talks only to
// this; card numbers pass through and are never stored.

export type CardDetails = {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  cardholderName?: string | undefined;
};

/** Who pays: the account, its mail for receipts, and the provider's customer when known. */
export type Payer = { accountId: number; email: string; customerId?: string | undefined };

/** A refusal the payer can act on, in the provider's own words ('Your card was declined.'). */
export type CardRefusal = { ok: false; code: string; message: string };

export type VerifiedCard = {
  ok: true;
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
};

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** The same key twice charges once: the provider answers the second time with the first charge. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type Charge = { ok: true; chargeId: string; invoiceUrl: string };

export type CheckoutRequest = {
  packageId: number;
  packageStripeId: string;
  payer: Payer;
  successUrl: string;
  cancelUrl: string;
};

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Checks the card with its bank and keeps it for off-session charges of this payer. */
  verifyCard(payer: Payer, card: CardDetails): Promise<VerifiedCard | CardRefusal>;
  /** Charges a verified card once per idempotency key. */
  charge(request: ChargeRequest): Promise<Charge | CardRefusal>;
  /** The provider's hosted checkout page for one package. */
  checkoutSession(request: CheckoutRequest): Promise<{ url: string }>;
  /** The provider's page where a payer manages cards and receipts. */
  billingPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
