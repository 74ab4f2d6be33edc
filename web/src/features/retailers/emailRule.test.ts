import { describe, expect, it } from 'vitest';
import { checkInviteEmail, emailMessage } from './emailRule';

describe('checkInviteEmail', () => {
  it('takes an address with a local part, an @ and a domain ending of two letters or more', () => {
    expect(checkInviteEmail('dana@millercreek.farm')).toBeNull();
    expect(checkInviteEmail(' sam@prairie.ag ')).toBeNull();
  });

  it('refuses the rest with the spec’s message', () => {
    for (const bad of ['', 'dana', '@farm.com', 'dana@farm', 'dana@farm.c', 'da na@farm.com'])
      expect(checkInviteEmail(bad)).toBe(emailMessage);
  });
});
