import { describe, expect, it } from 'vitest';
import { TokenSubjects } from './token-subjects';

// Attacks on the gateway's memory of token subjects (issue 50, item 5), by a tester who did not
// write it: does a forged token cost the api a call on every request, and does the memory grow?

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token shaped like ours, naming `sub`, with the claims given. */
const forged = (claims: Record<string, unknown>) =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${'A'.repeat(43)}`;

function counting() {
  let asked = 0;
  const subjects = new TokenSubjects(async () => {
    asked += 1;
    return null;
  });
  return { subjects, asked: () => asked };
}

describe('the memory of token subjects', () => {
  it('holds: each distinct forged token is asked about once, and the memory stays bounded', async () => {
    let asked = 0;
    const subjects = new TokenSubjects(
      async () => {
        asked += 1;
        return null;
      },
      Date.now,
      60_000,
      50,
    );
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (let i = 0; i < 200; i += 1) {
      const token = forged({ sub: `victim-${i}`, exp: future });
      expect(await subjects.subjectOf(token)).toBeNull();
      expect(await subjects.subjectOf(token)).toBeNull();
    }
    expect(asked).toBe(200);
    expect((subjects as unknown as { known: Map<string, unknown> }).known.size).toBeLessThanOrEqual(50);
  });

  it('a forged token with no expiry (or an expired one) costs the api one call, not one per request', async () => {
    const { subjects, asked } = counting();
    const noExpiry = forged({ sub: '00000000-0000-4000-8000-000000000001' });
    const expired = forged({ sub: '00000000-0000-4000-8000-000000000001', exp: 1 });
    for (let i = 0; i < 20; i += 1) {
      expect(await subjects.subjectOf(noExpiry)).toBeNull();
      expect(await subjects.subjectOf(expired)).toBeNull();
    }
    // A refusal is as stable as an acceptance: a token the api refused once is refused again.
    expect(asked()).toBe(2);
  });

  it('the same forged token sent 50 times at once costs the api one call', async () => {
    const { subjects, asked } = counting();
    const token = forged({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 3600 });
    await Promise.all(Array.from({ length: 50 }, () => subjects.subjectOf(token)));
    expect(asked()).toBe(1);
  });
});
