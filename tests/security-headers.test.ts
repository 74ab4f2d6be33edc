import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWith } from '../gateway/src/config';
import { type RunningGateway, startGateway } from '../gateway/src/server';
import { type Stack, startStack } from './support';

// The headers every response of a started gateway carries, read off real responses.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const esri = 'https://server.arcgisonline.com';

function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values]));
}

async function responses(url: string): Promise<[string, Response][]> {
  const graphql = { method: 'POST', headers: { 'content-type': 'application/json' } };
  return [
    ['health', await fetch(`${url}/health`)],
    ['GraphiQL', await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } })],
    [
      'query',
      await fetch(`${url}/graphql`, { ...graphql, body: '{"query":"{ securityQuestions { id } }"}' }),
    ],
    ['bad query', await fetch(`${url}/graphql`, { ...graphql, body: '{"query":"{ nope }"}' })],
    ['stream', await fetch(`${url}/graphql/stream`, { method: 'GET' })],
  ];
}

describe('security headers', () => {
  it('puts a Content-Security-Policy and the other headers on every response', async () => {
    for (const [what, response] of await responses(stack.gateway.url)) {
      await response.arrayBuffer();
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src'), what).toEqual(["'self'"]);
      expect(policy.get('script-src'), what).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(policy.get('object-src'), what).toEqual(["'none'"]);
      expect(policy.get('worker-src'), what).toEqual(["'self'", 'blob:']);
      expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), what).toBe('DENY');
      expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
      // The cookies of this gateway are not Secure: it may be served over plain HTTP.
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
    }
  });

  it('lets the map reach the satellite tiles named in the web app’s style, and nothing else outside', async () => {
    const response = await fetch(`${stack.gateway.url}/health`);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', esri]);
    expect(policy.get('connect-src')).toEqual(["'self'", esri]);
  });
});

describe('a gateway with Secure cookies (served over HTTPS)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway(
      configWith({
        apiUrl: stack.api.url,
        port: 0,
        host: '127.0.0.1',
        webDist: '/nonexistent',
        cookieSecure: true,
        mapOrigins: [esri, 'https://tiles.example.com'],
      }),
    );
  });
  afterAll(() => gateway?.close());

  it('pins HTTPS with HSTS and upgrades insecure requests', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toEqual(["'self'", esri, 'https://tiles.example.com']);
  });
});
