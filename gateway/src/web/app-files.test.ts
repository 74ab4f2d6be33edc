import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage } from '../security/error-pages';
import { webAppFiles } from './app-files';

// A built web app as Vite and its compression plugin leave it: each file with its .br and .gz.
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>${' '.repeat(2000)}`;
const script = `export const fields = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `field ${index}`))};`;

const repository = resolve(import.meta.dirname, '../../..');
let dist: string;
let base: string;
let close: () => void;

function written(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  written(join(dist, 'index.html'), page);
  written(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  app.use(webAppFiles(dist));
  app.use(notFoundPage);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(dist, { recursive: true, force: true });
});

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The bytes exactly as they cross the wire (fetch would undo the compression). */
function request(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the web app’s files', () => {
  it('sends a browser that takes brotli the brotli copy, and says the answer depends on that', async () => {
    const reply = await request('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await request('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await request('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    const reply = await request('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a browser ask again for the page, and answers 304 with nothing to download when it has not changed', async () => {
    for (const path of ['/', '/dashboard', '/fields/1234/claim']) {
      const first = await request(path, { 'accept-encoding': 'br' });
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(first.body).toString(), path).toBe(page);
      const etag = first.headers.etag as string;
      expect(etag, path).toBeTruthy();
      const again = await request(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it('gives each encoding of the page its own ETag, so a cache never mixes them', async () => {
    const brotli = await request('/', { 'accept-encoding': 'br' });
    const gzip = await request('/', { 'accept-encoding': 'gzip' });
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const mixed = await request('/', {
      'accept-encoding': 'gzip',
      'if-none-match': brotli.headers.etag as string,
    });
    expect(mixed.status).toBe(200);
    expect(gunzipSync(mixed.body).toString()).toBe(page);
  });

  it('revalidates files that are not hashed, such as the icon', async () => {
    const reply = await request('/favicon.svg');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a hashed asset that is not there, rather than the page in its place', async () => {
    const reply = await request('/assets/index-Gone0000.js', { 'accept-encoding': 'br' });
    expect(reply.status).toBe(404);
  });

  it('answers an API client’s unknown path with a JSON 404, not the app’s page', async () => {
    const guesses = ['/openapi.json', '/api/farms/', '/partners/apps/', '/farms/fields/', '/v1/fields'];
    // Every path of the api, as a client that took the public address for the api's would ask.
    const api = JSON.parse(readFileSync(resolve(repository, 'api/openapi.json'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    const apiPaths = Object.keys(api.paths)
      .filter((path) => !path.startsWith('/auth/users/activate/'))
      .map((path) => path.replace(/\{[^}]+\}/g, '1234'));
    for (const path of [...guesses, ...apiPaths]) {
      const reply = await request(path, { accept: '*/*' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body.toString()), path).toMatchObject({
        errors: [{ extensions: { code: 'NOT_FOUND' } }],
      });
    }
  });

  it('still answers every route of the app, and a mistyped one, with its page', async () => {
    // The app's route table, as written (web/src/routes/table.ts): each path with its parameters filled.
    const table = readFileSync(resolve(repository, 'web/src/routes/table.ts'), 'utf8');
    const routePaths = [...table.matchAll(/paths: \[([^\]]+)\]/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((path) =>
        (path[1] ?? '').replace(/:[A-Za-z_]+\??/g, 'Zm9vYmFy-1234'),
      ),
    );
    expect(routePaths.length).toBeGreaterThan(20);
    for (const path of [...routePaths, '/no-such-page', '/fields/1234']) {
      const reply = await request(path, { accept: 'text/html' });
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toBe(page);
    }
  });
});
