import { describe, expect, it } from 'vitest';
import { paymentMessages, securityCodeProblem } from './payment';

// One security-code rule for the web's form and the api (spec accounts §5: required, up to 4 digits).
describe('the security code', () => {
  it('is required', () => {
    expect(securityCodeProblem('')).toBe(paymentMessages.cvc);
    expect(securityCodeProblem('   ')).toBe('Security code is a required field.');
  });

  it('takes up to 4 digits, and nothing but digits', () => {
    expect(securityCodeProblem('123')).toBeNull();
    expect(securityCodeProblem('1234')).toBeNull();
    expect(securityCodeProblem('12345')).toBe(paymentMessages.cvcInvalid);
    expect(securityCodeProblem('12a')).toBe(paymentMessages.cvcInvalid);
  });
});
