import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthorizationError } from './errors.js';
import { type App, AuthorizationServer, type ServerOptions } from './oauth.js';
import type { TokenSet } from './tokens.js';

// The OAuth sign-in for command-line and desktop apps (RFC 8252): a one-shot server on this
// machine's loopback address receives the redirect. The app registers
// `http://127.0.0.1/callback`; the server takes any port on it, so a free one is picked each time.

export type LoopbackOptions = ServerOptions & {
  app: App;
  /** The scopes to ask the grower for, e.g. `['fields:read', 'spray:read']`. */
  scopes: string[];
  /**
   * Sends the grower to the authorization URL: open a browser, or show the link. By default the
   * link is printed to stderr.
   */
  open?: ((url: URL) => void | Promise<void>) | undefined;
  /** The loopback port; 0 (any free port) by default. */
  port?: number | undefined;
  /** How long to wait for the grower, in milliseconds; 5 minutes by default. */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
};

export const CALLBACK_PATH = '/callback';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

const htmlText = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Connects the app to a grower's account: PKCE authorization through the grower's browser, the
 * code caught on the loopback redirect, checked (state, issuer) and traded for tokens. Store the
 * tokens it returns; the SDK keeps none.
 */
export async function connectWithLoopback(options: LoopbackOptions): Promise<TokenSet> {
  const server = await AuthorizationServer.discover(options);
  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(503).end();
  };
  const http = createServer((request, response) => answer(request, response));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  try {
    const { port } = http.address() as AddressInfo;
    const request = await server.authorizationRequest(
      options.app,
      `http://127.0.0.1:${port}${CALLBACK_PATH}`,
      options.scopes,
    );
    const callback = new Promise<URL>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new AuthorizationError('Nobody answered the sign-in in time.', null)),
        options.timeoutMs ?? 5 * 60_000,
      );
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new AuthorizationError('The sign-in was cancelled.', null));
      });
      answer = (incoming, response) => {
        const url = new URL(incoming.url ?? '/', `http://127.0.0.1:${port}`);
        if (incoming.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        clearTimeout(timer);
        resolve(url);
        // Answered once the code is traded (below).
        answer = (_again, later) => later.writeHead(410, { 'content-type': 'text/plain' }).end('Gone');
        settle = (title, text) =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(page(title, htmlText(text)));
      };
    });
    let settle: (title: string, text: string) => void = () => {};
    // The grower may come back before `open` returns (it may wait on the page it opened).
    const opened = Promise.resolve((options.open ?? printLink)(request.url));
    const url = await Promise.race([callback, opened.then(() => callback)]);
    try {
      const tokens = await server.exchangeCode(options.app, request, url);
      settle(
        'Connected',
        'The app is connected to your Field Boundaries account. You can close this window.',
      );
      return tokens;
    } catch (error) {
      settle('Could not connect the app', (error as Error).message);
      throw error;
    }
  } finally {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
}

function printLink(url: URL) {
  process.stderr.write(`Open this link to connect the app to your Field Boundaries account:\n\n  ${url}\n\n`);
}
