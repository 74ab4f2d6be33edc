import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardMask,
  expiryMonths,
  expiryYears,
  paymentMessages,
  paymentProblems,
} from './cardRules';

describe('the card number', () => {
  it('takes its type from the prefix', () => {
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('34')).toBe('amex');
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5105 1051')).toBe('mastercard');
    expect(cardBrand('5655')).toBeNull();
    expect(cardBrand('6011 1111')).toBe('discover');
    expect(cardBrand('9792 0000')).toBe('troy');
    expect(cardBrand('')).toBeNull();
  });

  it('is masked 4-6-5 for American Express and 4-4-4-4 otherwise', () => {
    expect(cardMask('amex')).toBe('0000 000000 00000');
    expect(cardMask('visa')).toBe('0000 0000 0000 0000');
    expect(cardMask(null)).toBe('0000 0000 0000 0000');
  });
});

describe('the expiry lists', () => {
  const now = new Date(2026, 10, 23);

  it('offer 12 years starting this year', () => {
    expect(expiryYears(now)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
      '2037',
    ]);
  });

  it('disable the months already past in this year only', () => {
    const disabled = (year: string | null) =>
      expiryMonths(now, year)
        .filter((month) => month.disabled)
        .map((month) => month.value);
    expect(expiryMonths(now, null)[11]).toMatchObject({ value: '12', label: '12', name: 'December' });
    expect(disabled('2026')).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(disabled('2027')).toEqual([]);
    expect(disabled(null)).toEqual([]);
  });
});

describe('the form', () => {
  const good = {
    cardholderName: 'Dana Miller',
    number: '4242 4242 4242 4242',
    expMonth: '12',
    expYear: '2030',
    cvc: '123',
  };

  it('lists nothing when every input is right', () => {
    expect(paymentProblems(good)).toEqual([]);
  });

  it('lists every problem in the spec’s words', () => {
    expect(
      paymentProblems({
        cardholderName: ' ',
        number: '4242 4242 4242 4241',
        expMonth: null,
        expYear: '2030',
        cvc: '',
      }),
    ).toEqual([
      paymentMessages.cardholder,
      paymentMessages.number,
      paymentMessages.expiry,
      paymentMessages.cvc,
    ]);
  });
});
