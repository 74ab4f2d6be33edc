import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { METRICS_TOKEN_MIN_LENGTH, metricsTokenTooShort } from '@field-boundaries/contract/operating';
import { z } from 'zod';
import type { ServerLimits } from './server-limits';

// The api's whole configuration, read once from the environment and validated here; no other
// file reads process.env.
const repoRoot = resolve(import.meta.dirname, '..', '..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'pglite')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Field Boundaries <no-reply@fieldboundaries.local>'),
  WEB_ORIGIN: z.url().default('http://localhost:4000'),
  SEED_DEMO: flag,
  CLU_STREAM_BATCH: z.coerce.number().int().min(1).max(5000).default(500),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(100),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // The proxies whose X-Forwarded-For names the client: addresses, CIDR ranges or proxy-addr's
  // names (loopback, linklocal, uniquelocal), comma-separated. None by default: a client
  // talking to the api directly cannot pick its address.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').map((entry) => entry.trim()))
    .transform((list) => list.filter(Boolean))
    .pipe(
      z.array(
        z.union(
          [z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()],
          {
            error: 'must be IP addresses, CIDR ranges, loopback, linklocal or uniquelocal, comma-separated',
          },
        ),
      ),
    ),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key')
    .optional(),
  // Signs Stripe's webhook events (Dashboard → Webhooks, or `stripe listen`).
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret')
    .optional(),
  PAYMENTS_TEST_MODE: flag,
  WEATHER_PROVIDER: z.enum(['sample', 'nws']).default('sample'),
  NWS_URL: z.url().default('https://api.weather.gov'),
  // NWS asks every caller to say who they are, with a way to reach them.
  NWS_USER_AGENT: z.string().min(3).default('(field-boundaries, no-reply@fieldboundaries.local)'),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Webhook endpoints on this machine's loopback (http:// too), for a developer testing a
  // receiver locally; refused in production whatever this says.
  WEBHOOKS_ALLOW_LOOPBACK: flag,
  // Where the outbox publishes live signals for the gateways (the same REDIS_URL as theirs);
  // without it, on the api's own bus, which its gateway reads over GET events/live/{feed}/.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // A streaming replica of DATABASE_URL's server for the reads that may lag (the CLU map), with
  // read-your-writes per account (api/src/db/read-your-writes.ts); unset, every read is the primary's.
  DATABASE_REPLICA_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Prometheus metrics at GET /metrics for a scraper holding this token (Bearer); without it, only
  // to this machine's loopback outside production, and not at all in production (metrics.ts).
  METRICS_TOKEN: z.string().min(METRICS_TOKEN_MIN_LENGTH, metricsTokenTooShort).optional(),
  // Traces to this OpenTelemetry collector (OTLP over HTTP, `/v1/traces` below it); unset, no
  // span is made or sent and the SDK is not loaded (telemetry.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // How long a webhook delivery is tried again before it is marked failed: 24 hours, as Standard
  // Webhooks' schedule runs; the end-to-end suite shortens it to see a delivery fail on screen.
  WEBHOOK_RETRY_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(86_400),
  // How long a client may take to send a request (server-limits.ts; api/README.md says why each).
  API_HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  API_BODY_TIMEOUT_MS: milliseconds.default(30_000),
  API_UPLOAD_TIMEOUT_MS: milliseconds.default(300_000),
  // 0: off (a large import is quiet on its socket for minutes while the api reads it).
  API_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  API_KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type ApiConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webOrigin: string;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Logins, registrations and other password-guessing calls allowed per client address and
   * minute, failed or not: high enough for an office behind one address.
   */
  authAttemptsPerMinute: number;
  /** Failed logins allowed per account and client address and minute; a success clears them. */
  loginFailuresPerMinute: number;
  /** Proxies trusted to name the client in X-Forwarded-For; empty: the connection's own address. */
  trustProxy: string[];
  /** Fields per event of a node stream. */
  cluStreamBatch: number;
  /** Payments go through Stripe with this key; without it, through the test provider. */
  stripeSecretKey: string | undefined;
  /** Checks the signature of Stripe's webhook events; without it the webhook route answers 404. */
  stripeWebhookSecret: string | undefined;
  /** 'nws': the National Weather Service; 'sample': the labelled sample forecast. */
  weatherProvider: 'sample' | 'nws';
  nwsUrl: string;
  nwsUserAgent: string;
  /** How long one weather request may take before the source counts as failed. */
  weatherTimeoutMs: number;
  /** Webhook endpoints may be on loopback: configured for development only (WEBHOOKS_ALLOW_LOOPBACK). */
  webhooksAllowLoopback: boolean;
  /** Live signals go to Redis for the gateways (REDIS_URL); else on the in-process bus alone. */
  redisUrl: string | undefined;
  /** A streaming replica for the reads that may lag (DATABASE_REPLICA_URL). */
  databaseReplicaUrl: string | undefined;
  /** The token a Prometheus scraper sends for GET /metrics (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT); none made when unset. */
  otlpEndpoint: string | undefined;
  /** How long a failing webhook delivery is tried again before it is failed (WEBHOOK_RETRY_WINDOW_SECONDS). */
  webhookRetryWindowMs: number;
  /** Deadlines for a request's headers and body, idle connections, and the ordinary body limit. */
  serverLimits: ServerLimits;
};

// Outside production a missing secret is generated once and kept beside the embedded database,
// so sessions survive restarts of `npm start`.
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, '..', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, '..'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  if (!value.JWT_SECRET && value.NODE_ENV === 'production') {
    throw new Error('Invalid api configuration:\n  JWT_SECRET: required in production');
  }
  // Without SMTP, mail goes to the outbox at /dev/mail/, which anyone can read: activation and
  // invitation links there would hand accounts to strangers. A staff-only outbox was the other
  // choice, but nobody would receive their mail then, so production needs real delivery.
  if (!value.SMTP_URL && value.NODE_ENV === 'production') {
    throw new Error(
      'Invalid api configuration:\n  SMTP_URL: required in production (the local mail outbox has no sign-in)',
    );
  }
  // The test provider accepts Stripe's test cards and moves no money: in production it would
  // hand out Pro for free, so production takes it only when asked for by name (a demo).
  if (!value.STRIPE_SECRET_KEY && value.NODE_ENV === 'production' && !value.PAYMENTS_TEST_MODE) {
    throw new Error(
      'Invalid api configuration:\n  STRIPE_SECRET_KEY: required in production (or PAYMENTS_TEST_MODE=true for a demo without payments)',
    );
  }
  return {
    env: value.NODE_ENV,
    port: value.API_PORT,
    host: value.API_HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    jwtSecret: value.JWT_SECRET ?? developmentSecret(value.DATA_DIR),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    webOrigin: value.WEB_ORIGIN.replace(/\/$/, ''),
    seedDemo: value.SEED_DEMO,
    logLevel: value.LOG_LEVEL,
    authAttemptsPerMinute: value.AUTH_ATTEMPTS_PER_MINUTE,
    loginFailuresPerMinute: value.LOGIN_FAILURES_PER_MINUTE,
    trustProxy: value.TRUST_PROXY,
    cluStreamBatch: value.CLU_STREAM_BATCH,
    stripeSecretKey: value.STRIPE_SECRET_KEY,
    stripeWebhookSecret: value.STRIPE_WEBHOOK_SECRET,
    weatherProvider: value.WEATHER_PROVIDER,
    nwsUrl: value.NWS_URL.replace(/\/$/, ''),
    nwsUserAgent: value.NWS_USER_AGENT,
    weatherTimeoutMs: value.WEATHER_TIMEOUT_MS,
    webhooksAllowLoopback: value.WEBHOOKS_ALLOW_LOOPBACK && value.NODE_ENV !== 'production',
    redisUrl: value.REDIS_URL,
    databaseReplicaUrl: value.DATABASE_REPLICA_URL,
    metricsToken: value.METRICS_TOKEN,
    otlpEndpoint: value.OTEL_EXPORTER_OTLP_ENDPOINT,
    webhookRetryWindowMs: value.WEBHOOK_RETRY_WINDOW_SECONDS * 1000,
    serverLimits: {
      headersTimeoutMs: value.API_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: value.API_BODY_TIMEOUT_MS,
      uploadTimeoutMs: Math.max(value.API_UPLOAD_TIMEOUT_MS, value.API_BODY_TIMEOUT_MS),
      idleTimeoutMs: value.API_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: value.API_KEEP_ALIVE_TIMEOUT_MS,
      bodyLimitBytes: value.API_BODY_LIMIT_BYTES,
    },
  };
}
