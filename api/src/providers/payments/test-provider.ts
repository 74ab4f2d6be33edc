import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import type { CardRefusal, Charge, PaymentProvider } from './provider';
import { declinedOnChargeLast4, testCardOutcome } from './test-cards';

const token = () => randomBytes(8).toString('hex');

/**
 * The default payment provider: no money moves, but cards behave as in Stripe's test mode
 * (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, a number failing the Luhn check
 * is incorrect). Hosted pages are the product's own: its payment form serves as checkout, and
 * its billing page (/billing) as the billing portal.
 */
export function testPaymentProvider(webOrigin: string): PaymentProvider & { chargeCount(): number } {
  // Charges by idempotency key, as Stripe keeps them: a repeated request gets the first answer.
  const charges = new Map<string, Charge | CardRefusal>();
  let made = 0;
  return {
    kind: 'test',
    chargeCount: () => made,

    async verifyCard(payer, card) {
      const digits = card.number.replace(/\D/g, '');
      const outcome = testCardOutcome(digits);
      if (outcome.kind === 'invalid')
        return { ok: false, code: 'incorrect_number', message: outcome.message };
      const expiry = cardValidator.expirationDate({
        month: String(card.expMonth),
        year: String(card.expYear),
      });
      if (!expiry.isValid) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
      if (outcome.kind === 'declined' && outcome.when === 'verify')
        return { ok: false, code: outcome.code, message: outcome.message };
      const brand = cardValidator.number(digits).card?.type ?? 'unknown';
      const last4 = digits.slice(-4);
      return {
        ok: true,
        customerId: payer.customerId ?? `cus_test_${payer.accountId}`,
        // The card's last four travel in the id, so a charge knows a card that declines later.
        paymentMethodId: `pm_test_${last4}_${token()}`,
        brand,
        last4,
      };
    },

    async charge(request) {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const last4 = /^pm_test_(\d{4})_/.exec(request.paymentMethodId)?.[1];
      const answer: Charge | CardRefusal = !last4
        ? { ok: false, code: 'resource_missing', message: 'No such PaymentMethod.' }
        : last4 === declinedOnChargeLast4
          ? { ok: false, code: 'card_declined', message: 'Your card was declined.' }
          : (() => {
              made += 1;
              const chargeId = `pi_test_${token()}`;
              return { ok: true, chargeId, invoiceUrl: `${webOrigin}/receipt?invoice=${chargeId}` };
            })();
      charges.set(request.idempotencyKey, answer);
      return answer;
    },

    async checkoutSession(request) {
      return { url: `${webOrigin}/payment_details?package=${request.packageId}` };
    },

    // No provider page to send a payer to: the product's own billing page, signed in, is it.
    async billingPortalSession() {
      return { url: `${webOrigin}/billing` };
    },
  };
}
