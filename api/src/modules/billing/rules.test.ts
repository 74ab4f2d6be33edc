import { describe, expect, it } from 'vitest';
import { cardProblems, paymentMessages, planInForce, proUntil } from './rules';

const now = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', cvc: '123', exp_month: '12', exp_year: '2027' };

describe('the Pro year', () => {
  it('runs a year from the purchase', () => {
    expect(proUntil({ plan: 'F', expiresAt: null }, 12, now).toISOString()).toBe('2027-11-23T12:00:00.000Z');
  });

  it('adds a renewal to the end of a running year, not to today', () => {
    const running = new Date('2027-03-01T00:00:00Z');
    expect(proUntil({ plan: 'B', expiresAt: running }, 12, now).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
  });

  it('starts again from today once the year is over', () => {
    const over = new Date('2026-01-01T00:00:00Z');
    expect(proUntil({ plan: 'B', expiresAt: over }, 12, now).toISOString()).toBe('2027-11-23T12:00:00.000Z');
  });

  it('falls back to the free plan when it ends, and only then', () => {
    expect(planInForce('B', new Date('2026-11-23T11:59:59Z'), now)).toBe('F');
    expect(planInForce('B', now, now)).toBe('F');
    expect(planInForce('B', new Date('2026-11-23T12:00:01Z'), now)).toBe('B');
    // Pro set up by our team (retailers) has no end.
    expect(planInForce('B', null, now)).toBe('B');
    expect(planInForce('F', new Date('2020-01-01T00:00:00Z'), now)).toBe('F');
  });
});

describe('card details', () => {
  it('pass when the number, expiry and security code are well formed', () => {
    expect(cardProblems(good, now)).toEqual({});
    expect(cardProblems({ ...good, number: '3782 822463 10005', cvc: '1234' }, now)).toEqual({});
  });

  it('name each problem in the spec’s words', () => {
    expect(cardProblems({ number: '', cvc: '', exp_month: '', exp_year: '' }, now)).toEqual({
      number: [paymentMessages.number],
      exp_month: [paymentMessages.expiry],
      cvc: [paymentMessages.cvc],
    });
  });

  it('refuse a number that fails the Luhn check', () => {
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, now).number).toEqual([
      paymentMessages.number,
    ]);
  });

  it('refuse a card whose month has passed, and a security code longer than 4 digits', () => {
    expect(cardProblems({ ...good, exp_month: '10', exp_year: '2026' }, now).exp_month).toEqual([
      paymentMessages.expired,
    ]);
    expect(cardProblems({ ...good, exp_month: '11', exp_year: '2026' }, now)).toEqual({});
    expect(cardProblems({ ...good, exp_month: '11', exp_year: '26' }, now)).toEqual({});
    // Judged at the time given, not the machine's: the same card a month later has expired.
    const december = new Date('2026-12-01T12:00:00Z');
    expect(cardProblems({ ...good, exp_month: '11', exp_year: '2026' }, december).exp_month).toEqual([
      paymentMessages.expired,
    ]);
    // No card is issued for decades ahead.
    expect(cardProblems({ ...good, exp_year: '2099' }, now).exp_month).toEqual([paymentMessages.expired]);
    expect(cardProblems({ ...good, exp_month: '13' }, now).exp_month).toEqual([paymentMessages.expired]);
    expect(cardProblems({ ...good, cvc: '12345' }, now).cvc).toEqual([paymentMessages.cvcInvalid]);
    expect(cardProblems({ ...good, cvc: '12a' }, now).cvc).toEqual([paymentMessages.cvcInvalid]);
  });
});
