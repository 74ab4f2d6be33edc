import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// Attacks on issue 50's logo and redirect URI checks, by a tester who did not write them: the
// names the checks know (localhost, *.internal) spelled as the DNS spells them too, with the
// root's trailing dot, and addresses spelled as the URL parser rewrites them.

let api: TestApi;
let staff: { access: string };
beforeAll(async () => {
  api = await startTestApi();
  staff = await api.session({ staff: true });
});
afterAll(() => api?.close());

const register = (extra: { logo_uri?: string | null; redirect_uris?: string[] }) =>
  api.call<Record<string, unknown>>(staff.access, 'POST', '/partners/apps/', {
    name: 'Dotted Names',
    logo_uri: null,
    redirect_uris: ['https://records.example.com/cb'],
    scopes: ['fields:read'],
    confidential: false,
    ...extra,
  });

describe('addresses spelled as the URL parser rewrites them', () => {
  it('holds: decimal, octal, hex, trailing-dot and mapped literals are refused', async () => {
    for (const host of [
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '10.1',
      '192.168.1.1.',
      '[::ffff:169.254.169.254]',
      '0.0.0.0',
    ]) {
      const logo = await register({ logo_uri: `https://${host}/logo.png` });
      expect({ host, status: logo.status }).toEqual({ host, status: 400 });
    }
    for (const host of ['0xc0.0xa8.1.1', '3232235777', '[::ffff:a9fe:a9fe]', '100.64.0.1']) {
      const redirect = await register({ redirect_uris: [`https://${host}/cb`] });
      expect({ host, status: redirect.status }).toEqual({ host, status: 400 });
    }
  });
});

describe('names the checks know, written with the root’s trailing dot', () => {
  it('a logo on metadata.google.internal. (trailing dot) is refused', async () => {
    // Lexically refused without the dot (registration-addresses.test.ts); with it, too: the DNS
    // reads `name.` and `name` as one name, and so does the check.
    const answer = await register({
      logo_uri: 'https://metadata.google.internal./computeMetadata/v1/logo.png',
    });
    expect(answer.status).toBe(400);
  });

  it('a redirect URI on metadata.google.internal. or x.internal. (trailing dot) is refused', async () => {
    for (const uri of [
      'https://metadata.google.internal./cb',
      'https://db.corp.internal./cb',
      'https://printer.local./cb',
      'https://nas.home.arpa/cb',
      'https://app.localhost./cb',
    ]) {
      const answer = await register({ redirect_uris: [uri] });
      expect({ uri, status: answer.status }).toEqual({ uri, status: 400 });
    }
  });
});
