import { describe, expect, it } from 'vitest';
import { testPaymentProvider } from './test-provider';

// The default provider keeps Stripe's test-mode card rules.
const payer = { accountId: 3, email: 'grower@example.com' };
const card = (number: string) => ({
  number,
  cvc: '123',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
});

describe('the test payment provider', () => {
  it('accepts 4242 4242 4242 4242 and charges it', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    const verified = await provider.verifyCard(payer, card('4242424242424242'));
    expect(verified).toMatchObject({ ok: true, customerId: 'cus_test_3', brand: 'visa', last4: '4242' });
    if (!verified.ok) throw new Error('unreachable');
    const charge = await provider.charge({
      customerId: verified.customerId,
      paymentMethodId: verified.paymentMethodId,
      amountCents: 2500,
      description: 'PRO annual',
      idempotencyKey: 'k1',
      metadata: {},
    });
    expect(charge).toMatchObject({
      ok: true,
      invoiceUrl: expect.stringMatching(/^http:\/\/localhost:4000\/receipt\?invoice=pi_test_/),
    });
  });

  it('declines 4000 0000 0000 0002 as Stripe does', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    expect(await provider.verifyCard(payer, card('4000000000000002'))).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('calls a number failing the Luhn check incorrect', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    expect(await provider.verifyCard(payer, card('4242424242424241'))).toEqual({
      ok: false,
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('refuses an expired card and a real (non-test) card number', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    expect(await provider.verifyCard(payer, { ...card('4242424242424242'), expYear: 2020 })).toMatchObject({
      ok: false,
      code: 'expired_card',
    });
    expect(await provider.verifyCard(payer, card('4111111111111111'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('used a non test card'),
    });
  });

  it('verifies 4000 0000 0000 0341 but declines its charge', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    const verified = await provider.verifyCard(payer, card('4000000000000341'));
    if (!verified.ok) throw new Error('4000 0000 0000 0341 verifies in Stripe test mode');
    expect(
      await provider.charge({
        customerId: verified.customerId,
        paymentMethodId: verified.paymentMethodId,
        amountCents: 2500,
        description: 'PRO annual',
        idempotencyKey: 'k2',
        metadata: {},
      }),
    ).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(provider.chargeCount()).toBe(0);
  });

  it('charges once for one idempotency key, however often it is asked', async () => {
    const provider = testPaymentProvider('http://localhost:4000');
    const verified = await provider.verifyCard(payer, card('5555555555554444'));
    if (!verified.ok) throw new Error('5555 5555 5555 4444 verifies in Stripe test mode');
    const request = {
      customerId: verified.customerId,
      paymentMethodId: verified.paymentMethodId,
      amountCents: 2500,
      description: 'PRO annual',
      idempotencyKey: 'same',
      metadata: {},
    };
    const answers = await Promise.all([
      provider.charge(request),
      provider.charge(request),
      provider.charge(request),
    ]);
    expect(new Set(answers.map((answer) => (answer.ok ? answer.chargeId : answer.code))).size).toBe(1);
    expect(provider.chargeCount()).toBe(1);
  });
});
