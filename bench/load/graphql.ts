import { type DocumentNode, print } from 'graphql';
import { readEvents } from '../../api/src/modules/clu/sse-reader';

// A grower's client as the web app is one: the app's own documents (codegen's, printed once),
// over GraphQL-over-HTTP and graphql-sse, with the token a token client gets from `login`.
const printed = new WeakMap<DocumentNode, string>();
const text = (document: DocumentNode) => {
  let query = printed.get(document);
  if (!query) {
    query = print(document);
    printed.set(document, query);
  }
  return query;
};

/** How an operation ended, as a client can tell. */
export type Outcome =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; kind: string; message: string; data?: Record<string, unknown> };

/** No answer within this long is a timeout (an error of its own kind). */
const TIMEOUT_MS = 30_000;

export class GatewayClient {
  access = '';
  constructor(readonly url: string) {}

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-session-mode': 'token',
      ...(this.access ? { authorization: `Bearer ${this.access}` } : {}),
    };
  }

  /**
   * One query or mutation. A payload with `ok: false` is an error of kind `payload`, so a
   * refused start or save is counted, not hidden.
   */
  async request(
    document: DocumentNode,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Outcome> {
    let response: Response;
    try {
      response = await fetch(`${this.url}/graphql`, {
        method: 'POST',
        headers: { ...this.headers(), ...headers },
        body: JSON.stringify({ query: text(document), variables }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      return { ok: false, kind: timeout ? 'timeout' : 'network', message: String(error) };
    }
    const raw = await response.text();
    if (!response.ok) return { ok: false, kind: `http ${response.status}`, message: raw.slice(0, 200) };
    const body = JSON.parse(raw) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const error = body.errors?.[0];
    if (error) return { ok: false, kind: error.extensions?.code ?? 'graphql', message: error.message };
    const data = body.data ?? {};
    for (const payload of Object.values(data)) {
      const result = payload as { ok?: boolean; errors?: { message: string }[] } | null;
      if (result?.ok === false)
        return { ok: false, kind: 'payload', message: result.errors?.[0]?.message ?? 'ok: false', data };
    }
    return { ok: true, data };
  }

  /**
   * A subscription: each `next` event's data to `onNext` until it completes or `signal` aborts;
   * `onOpen` once the gateway has answered, so the stream is in place.
   */
  async subscribe(
    document: DocumentNode,
    variables: Record<string, unknown>,
    onNext: (data: Record<string, unknown>) => void,
    signal: AbortSignal,
    onOpen?: () => void,
  ): Promise<Outcome> {
    let response: Response;
    try {
      response = await fetch(`${this.url}/graphql/stream`, {
        method: 'POST',
        headers: { ...this.headers(), accept: 'text/event-stream' },
        body: JSON.stringify({ query: text(document), variables }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) return { ok: true, data: {} };
      return { ok: false, kind: 'network', message: String(error) };
    }
    if (!response.ok || !response.body)
      return { ok: false, kind: `http ${response.status}`, message: await response.text() };
    onOpen?.();
    try {
      for await (const event of readEvents(response.body)) {
        if (event.event !== 'next') continue;
        const result = JSON.parse(event.data) as {
          data?: Record<string, unknown>;
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        const error = result.errors?.[0];
        if (error) return { ok: false, kind: error.extensions?.code ?? 'graphql', message: error.message };
        if (result.data) onNext(result.data);
      }
    } catch (error) {
      if (signal.aborted) return { ok: true, data: {} };
      return { ok: false, kind: 'stream', message: String(error) };
    }
    return { ok: true, data: {} };
  }
}
