import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TTL_SECONDS, Tokens } from './tokens';

afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('accepts its own token again and again, for its kind only', async () => {
    const tokens = new Tokens('a-secret-of-enough-length-for-hs256');
    const { access, refresh } = await tokens.issue('user-1', 'actor-1', 3);
    for (let time = 0; time < 3; time++) {
      expect(await tokens.verify(access, 'access')).toMatchObject({
        userUuid: 'user-1',
        kind: 'access',
        actorUuid: 'actor-1',
        generation: 3,
      });
      expect(await tokens.verify(access, 'refresh')).toBeNull();
      expect(await tokens.verify(refresh, 'access')).toBeNull();
    }
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T08:00:00Z'));
    const tokens = new Tokens('a-secret-of-enough-length-for-hs256');
    const { access } = await tokens.issue('user-1');
    expect(await tokens.verify(access, 'access')).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-12-02T08:00:00Z') + ACCESS_TTL_SECONDS * 1000 + 1000));
    expect(await tokens.verify(access, 'access')).toBeNull();
  });

  it("refuses an altered token, and another server's, even after the real one was accepted", async () => {
    const tokens = new Tokens('a-secret-of-enough-length-for-hs256');
    const { access } = await tokens.issue('user-1');
    expect(await tokens.verify(access, 'access')).not.toBeNull();
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${altered}.${signature}`, 'access')).toBeNull();
    const theirs = await new Tokens('another-secret-of-enough-length-hs256').issue('user-1');
    expect(await tokens.verify(theirs.access, 'access')).toBeNull();
  });
});
