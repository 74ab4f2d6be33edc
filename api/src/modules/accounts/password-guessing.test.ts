import { describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing';

// Guessing passwords from one address meets the per-minute allowance (AUTH_ATTEMPTS_PER_MINUTE).
type Json = { errors?: string[] };

describe('password guessing', () => {
  it('slows logins from one address after the per-minute allowance', async () => {
    const strict = await startTestApi({ authAttemptsPerMinute: 3 });
    try {
      const attempt = () =>
        fetch(`${strict.url}/auth/jwt/create/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.com', password: 'guess-123' }),
        });
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const body = (await (await attempt()).json()) as Json;
      expect(body.errors).toEqual(['Too many attempts. Please wait a minute and try again.']);
    } finally {
      await strict.close();
    }
  });

  it('answers whether an e-mail has an account only so many times a minute per address', async () => {
    const strict = await startTestApi({ authAttemptsPerMinute: 3 });
    try {
      const ask = (index: number) =>
        fetch(`${strict.url}/auth/security/${encodeURIComponent(`someone-${index}@example.com`)}/verify/`);
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await ask(index)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await strict.close();
    }
  });
});
