// Words and limits the api and the gateway both use about running them, not about the product.

/** A request whose body arrived too slowly (a trickling client): the 408's words. */
export const bodyTooSlow = (allower: 'this call' | 'the gateway', seconds: number) =>
  `The request took too long to arrive: ${allower} allows ${seconds} s for its body.`;

/** The least length of METRICS_TOKEN, a scraper's bearer token for /metrics. */
export const METRICS_TOKEN_MIN_LENGTH = 16;
export const metricsTokenTooShort = `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`;
