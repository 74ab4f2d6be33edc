import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// An app's logo is loaded by growers' browsers on the consent screen, and its redirect URIs
// receive growers' codes: neither may name an address on someone's private network or the cloud
// metadata address. A native app's loopback redirect stays allowed (RFC 8252 §7.3).

let api: TestApi;
let staff: { access: string };
beforeAll(async () => {
  api = await startTestApi();
  staff = await api.session({ staff: true });
});
afterAll(() => api?.close());

const register = (extra: { logo_uri?: string | null; redirect_uris?: string[] }) =>
  api.call<{ errors: string[] } & Record<string, unknown>>(staff.access, 'POST', '/partners/apps/', {
    name: 'Address Records',
    logo_uri: null,
    redirect_uris: ['https://records.example.com/cb'],
    scopes: ['fields:read'],
    confidential: false,
    ...extra,
  });

describe('an app’s addresses when it is saved', () => {
  it('refuses a logo off the public internet, by address or by a name that resolves there', async () => {
    for (const logo of [
      'https://169.254.169.254/latest/meta-data/logo.png',
      'https://10.0.0.8/logo.png',
      'https://127.0.0.1/logo.png',
      'https://[fd00::1]/logo.png',
      'https://metadata.google.internal/logo.png',
      `https://${hostname()}/logo.png`,
    ]) {
      const answer = await register({ logo_uri: logo });
      expect({ logo, status: answer.status }).toEqual({ logo, status: 400 });
      expect(JSON.stringify(answer.body)).toContain('The logo must be on the public internet.');
    }
  });

  it('refuses a redirect URI on a private or metadata address, and keeps a native app’s loopback one', async () => {
    for (const uri of ['https://192.168.1.1/cb', 'http://169.254.169.254/cb', 'https://[fe80::1]/cb']) {
      const answer = await register({ redirect_uris: [uri] });
      expect({ uri, status: answer.status }).toEqual({ uri, status: 400 });
      expect(JSON.stringify(answer.body)).toContain('names an internal address');
    }
    expect((await register({ redirect_uris: ['http://127.0.0.1:8765/callback'] })).status).toBe(201);
    expect((await register({ redirect_uris: ['http://[::1]/callback'] })).status).toBe(201);
  });
});
