import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/src/testing';

// Production runs the gateway bundled to plain JavaScript (the Dockerfile's CMD runs
// gateway/dist/main.mjs, which `npm run build` makes): the same source as `npm start` runs
// through tsx, so the bundle must start, find its schema and serve a signed-in client.
const root = join(import.meta.dirname, '..');
const bundle = join(root, 'gateway', 'dist', 'main.mjs');

/** The newest change to anything the bundle is made of (its sources, the contract's, its scripts). */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

// CI builds once before the tests (`npm run build`), and this test runs that bundle; a bundle
// missing or older than its sources (a developer's checkout) is built again first.
const bundleIsCurrent = () =>
  existsSync(bundle) &&
  statSync(bundle).mtimeMs >=
    Math.max(
      newestSource(join(root, 'gateway', 'src')),
      newestSource(join(root, 'contract', 'src')),
      newestSource(join(root, 'gateway', 'package.json')),
    );

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let api: TestApi;
let gateway: ChildProcess;
let url: string;
beforeAll(async () => {
  if (!bundleIsCurrent())
    execFileSync('npm', ['run', 'bundle', '-w', 'gateway'], { cwd: root, stdio: 'ignore' });
  api = await startTestApi();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['gateway/dist/main.mjs'], {
    cwd: root,
    env: { ...process.env, API_URL: api.url, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/none' },
    stdio: 'ignore',
  });
  // Up once it answers its health check (a start takes a second or two).
  for (let tries = 0; tries < 300; tries += 1) {
    if (
      (await fetch(`${url}/health`).then(
        (answer) => answer.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error('the bundled gateway did not start');
}, 120_000);
afterAll(async () => {
  gateway?.kill('SIGTERM');
  await api?.close();
});

describe('the bundled gateway', () => {
  it('serves the schema and a signed-in query, as the source does', async () => {
    const person = await api.session({ password: 'bundle-pass-1' });
    const post = (query: string, variables: Record<string, unknown> = {}, cookie = '') =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
    const login = await post(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ok } }',
      { email: person.email, password: 'bundle-pass-1' },
    );
    expect(await login.json()).toEqual({ data: { login: { ok: true } } });
    const cookie = login.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    const me = await post('{ me { email } }', {}, cookie);
    expect(await me.json()).toEqual({ data: { me: { email: person.email } } });
  });
});
