import { join, resolve } from 'node:path';
import { METRICS_TOKEN_MIN_LENGTH, metricsTokenTooShort } from '@field-boundaries/contract/operating';
import { z } from 'zod';
import { FIRST_PARTY_CLIENT } from './budget/budget-key';
import type { BudgetLimits } from './budget/spend';
import { bundledStyleOrigins } from './security/map-origins';
import type { RequestDeadlines } from './security/request-deadlines';
import type { VariableLimits } from './security/variable-bounds';

// The gateway's whole configuration, read once and validated; no other file reads process.env.
const repoRoot = resolve(import.meta.dirname, '..', '..');

const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  API_URL: z.url().default('http://127.0.0.1:8000'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  WEB_DIST: z.string().default(resolve(repoRoot, 'web', 'dist')),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  // Origins a basemap style outside the web app's own styles loads from (comma-separated).
  MAP_ORIGINS: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').map((entry) => entry.trim()))
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5000),
  // Bounds on a request's variables (security/variable-bounds.ts): a boundary's ring of 10,000
  // corners (the most a boundary may have) is 30,000 values in lists of 10,001 items.
  GRAPHQL_MAX_VARIABLE_DEPTH: z.coerce.number().int().min(2).default(10),
  GRAPHQL_MAX_VARIABLE_VALUES: z.coerce.number().int().positive().default(200_000),
  GRAPHQL_MAX_VARIABLE_LIST: z.coerce.number().int().positive().default(50_000),
  GRAPHQL_MAX_VARIABLE_STRING: z.coerce.number().int().positive().default(65_536),
  // Query cost a minute per (grower, client) (budget/): a client without a budget of its own
  // (a partner), and our own web app, whose busiest minute (the map opening node after node)
  // stays far below it.
  RATE_LIMIT_COST_PER_MINUTE: z.coerce.number().int().positive().default(50_000),
  RATE_LIMIT_WEB_COST_PER_MINUTE: z.coerce.number().int().positive().default(1_000_000),
  // The web app's published operations (codegen.ts, persistedDocuments), and whether first-party
  // clients may run only those (persisted/): on for a production gateway that serves the web app.
  PERSISTED_DOCUMENTS: z
    .string()
    .default(resolve(repoRoot, 'web', 'src', 'graphql', 'generated', 'persisted-documents.json')),
  PERSISTED_OPERATIONS_ONLY: z.enum(['true', 'false']).default('false'),
  // The schema's introspection and the bundled GraphiQL at /graphql: on outside production, and
  // in production only when asked for (a partner portal that documents the API, say).
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  GRAPHIQL: z.enum(['true', 'false']).optional(),
  // Subscriptions one user or app (or one address, for a request no one's token covers) may
  // hold open at once on this gateway (subscriptions/stream-caps.ts). The web app holds a few per
  // tab (the map's view is one, notices and sprays one each).
  STREAMS_PER_CLIENT: z.coerce.number().int().positive().default(50),
  // How long a client may take to send a request (security/request-deadlines.ts; README says why).
  GATEWAY_HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  GATEWAY_BODY_TIMEOUT_MS: milliseconds.default(30_000),
  GATEWAY_UPLOAD_TIMEOUT_MS: milliseconds.default(300_000),
  GATEWAY_KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(5_000),
  // Prometheus metrics at GET /metrics for a scraper holding this token (Bearer); without it, only
  // to loopback outside production, and not at all in production (metrics.ts).
  METRICS_TOKEN: z.string().min(METRICS_TOKEN_MIN_LENGTH, metricsTokenTooShort).optional(),
  // Traces to this OpenTelemetry collector (OTLP over HTTP, `/v1/traces` below it); unset, no
  // span is made or sent and the SDK is not loaded (telemetry.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
});

export type GatewayConfig = {
  port: number;
  host: string;
  apiUrl: string;
  redisUrl: string | undefined;
  webDist: string;
  playgroundDist: string;
  cookieSecure: boolean;
  /** Outside origins the map may load from, allowed by the Content-Security-Policy. */
  mapOrigins: string[];
  limits: { maxDepth: number; maxAliases: number; maxCost: number };
  /** Bounds on a request's variables, checked before it runs (security/variable-bounds.ts). */
  variables: VariableLimits;
  /** Query-cost budgets a minute (budget/). */
  budgets: BudgetLimits;
  /** The web app's published operations, and whether first-party clients may run only those. */
  persisted: { manifest: string; only: boolean };
  /** Whether anyone may introspect the schema (GRAPHQL_INTROSPECTION; off in production). */
  introspection: boolean;
  /** Whether /graphql serves the bundled GraphiQL to a browser (GRAPHIQL; off in production). */
  graphiql: boolean;
  /** Subscriptions one budget identity may hold open at once (STREAMS_PER_CLIENT). */
  streamsPerClient: number;
  /** How long a client may take to send its headers and its body (security/request-deadlines.ts). */
  deadlines: RequestDeadlines;
  /** Who may read /metrics: the scraper's token, else loopback outside production, else no one. */
  metrics: { token: string | undefined; served: boolean };
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT); none made when unset. */
  otlpEndpoint: string | undefined;
};

/** A development aid: as configured, else on everywhere but production. */
const switchedOn = (given: 'true' | 'false' | undefined, env: string) =>
  given ? given === 'true' : env !== 'production';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    apiUrl: value.API_URL.replace(/\/$/, ''),
    redisUrl: value.REDIS_URL,
    webDist: value.WEB_DIST,
    playgroundDist: resolve(repoRoot, 'gateway', 'dist', 'playground'),
    cookieSecure: value.COOKIE_SECURE ? value.COOKIE_SECURE === 'true' : value.NODE_ENV === 'production',
    mapOrigins: [
      ...new Set([
        ...bundledStyleOrigins(join(repoRoot, 'web', 'public', 'styles')),
        ...value.MAP_ORIGINS.map((url) => new URL(url).origin),
      ]),
    ],
    limits: {
      maxDepth: value.GRAPHQL_MAX_DEPTH,
      maxAliases: value.GRAPHQL_MAX_ALIASES,
      maxCost: value.GRAPHQL_MAX_COST,
    },
    variables: {
      maxDepth: value.GRAPHQL_MAX_VARIABLE_DEPTH,
      maxValues: value.GRAPHQL_MAX_VARIABLE_VALUES,
      maxListLength: value.GRAPHQL_MAX_VARIABLE_LIST,
      maxStringLength: value.GRAPHQL_MAX_VARIABLE_STRING,
    },
    budgets: {
      perMinute: value.RATE_LIMIT_COST_PER_MINUTE,
      byClient: { [FIRST_PARTY_CLIENT]: value.RATE_LIMIT_WEB_COST_PER_MINUTE },
    },
    persisted: { manifest: value.PERSISTED_DOCUMENTS, only: value.PERSISTED_OPERATIONS_ONLY === 'true' },
    introspection: switchedOn(value.GRAPHQL_INTROSPECTION, value.NODE_ENV),
    graphiql: switchedOn(value.GRAPHIQL, value.NODE_ENV),
    streamsPerClient: value.STREAMS_PER_CLIENT,
    deadlines: {
      headersTimeoutMs: value.GATEWAY_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: value.GATEWAY_BODY_TIMEOUT_MS,
      uploadTimeoutMs: Math.max(value.GATEWAY_UPLOAD_TIMEOUT_MS, value.GATEWAY_BODY_TIMEOUT_MS),
      keepAliveTimeoutMs: value.GATEWAY_KEEP_ALIVE_TIMEOUT_MS,
      uploadFromBytes: 1024 * 1024,
    },
    metrics: {
      token: value.METRICS_TOKEN,
      served: Boolean(value.METRICS_TOKEN) || value.NODE_ENV !== 'production',
    },
    otlpEndpoint: value.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

/** Defaults for tests and embedding: the same validation, only the given overrides. */
export const configWith = (overrides: Partial<GatewayConfig>): GatewayConfig => ({
  ...loadConfig({}),
  ...overrides,
});
