// What a failed subscription stream means for the feed that opened it, and when to try again.
// The gateway refuses a stream before it opens with an HTTP status and a GraphQL error
// (TOO_MANY_SUBSCRIPTIONS, RATE_LIMITED, VARIABLES_TOO_LARGE…); graphql-sse hands that over as a
// NetworkError carrying the Response. Pure but for reading that Response's body.

export type StreamFailure = {
  /** What to tell the grower where the live data would be; null for a dropped connection. */
  message: string | null;
  /** Whether trying again can help: a bad request or a lost session will not change by waiting. */
  retry: boolean;
  /** The server's own wait (Retry-After), when it gave one. */
  retryAfterMs?: number;
};

const DROPPED: StreamFailure = { message: null, retry: true };

type WithResponse = {
  response?: { status: number; headers: Headers; clone(): { json(): Promise<unknown> } };
};

/** Reads a stream's failure: a refusal with its reason, or a dropped connection. */
export async function streamFailure(error: unknown): Promise<StreamFailure> {
  const response = (error as WithResponse | null)?.response;
  if (!response || typeof response.status !== 'number') return DROPPED;
  if (response.status >= 500) return DROPPED;
  let message: string | null = null;
  try {
    const body = (await response.clone().json()) as { errors?: { message?: string }[] };
    message = body.errors?.[0]?.message ?? null;
  } catch {
    // a body that is not the gateway's JSON: the status says enough
  }
  const seconds = Number(response.headers.get('retry-after'));
  if (response.status === 429)
    return {
      message: message ?? 'The server is busy; live updates will resume shortly.',
      retry: true,
      ...(seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
    };
  return { message: message ?? `The server refused live updates (${response.status}).`, retry: false };
}

/** Waits grow 1 s, 2 s, 4 s… to `capMs`; each is drawn from its upper half, so tabs spread out. */
export function backoffDelay(attempt: number, random: () => number = Math.random, capMs = 60_000): number {
  const ceiling = Math.min(capMs, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * graphql-sse's `fetchFn`: a refused stream's body read before the library aborts its request
 * (it aborts on any error, and an aborted body cannot be read), so the gateway's words reach the
 * feed that was refused.
 */
export async function fetchKeepingRefusals(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
