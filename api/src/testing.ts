import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { buildApi } from './app';
import { hashSecret } from './auth/passwords';
import { Tokens } from './auth/tokens';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { keepPristine, lease, reset } from './db/pglite-reuse';
import { openPostgres } from './db/postgres';
import { insertUser } from './modules/accounts/store';
import { openPlan } from './modules/billing/service';
import type { WeatherService } from './modules/spray-safety/weather-service';
import type { Mailer } from './providers/mail';
import { type OutboxMail, outboxMailer, readOutbox } from './providers/mail/outbox';
import type { PaymentProvider } from './providers/payments';
import { testPaymentProvider } from './providers/payments/test-provider';
import type { ServerLimits } from './server-limits';

// Starts a real api on a fresh database for tests in any workspace. With DATABASE_URL set it
// copies (and later drops) a migrated template database on that server; without, an in-memory PGlite copied
// from a migrated image, since creating PostGIS in WebAssembly takes about half a minute.
export type TestApi = {
  url: string;
  db: Db;
  outbox(to?: string): Promise<OutboxMail[]>;
  /** An active user written straight to the database, and an access token for them. */
  session(who?: {
    developer?: boolean;
    agRetailer?: boolean;
    staff?: boolean;
    plan?: 'F' | 'B' | 'N';
    fullName?: string;
    /** A password the user can log in with (hashed with argon2id, so only when a test needs it). */
    password?: string;
  }): Promise<{ uuid: string; access: string; email: string }>;
  /** An access token for `userUuid` acting through `actorUuid` (god mode), as the api would issue. */
  tokenFor(userUuid: string, actorUuid?: string): Promise<string>;
  /** One call of the api as a client makes it: JSON in and out, as the user of `access`. */
  call<T = { errors: string[] }>(
    access: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
};

const migrationsDir = resolve(import.meta.dirname, '..', 'migrations');

/** A digest of the migrations a test database gets (up to `migratedUntil`), names and contents. */
function migrationsDigest(migratedUntil?: string): string {
  const digest = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort())
    if (migratedUntil === undefined || file <= migratedUntil) {
      digest.update(file);
      digest.update(readFileSync(join(migrationsDir, file)));
    }
  return digest.digest('hex').slice(0, 16);
}

// Any fixed number (not the migrations' own lock): one test process at a time builds a template.
const templateLock = 7_402_119;

/**
 * The name of a database on the server holding every migration up to `migratedUntil`, built once
 * per set of migrations (its name carries their digest) and then only copied: PostGIS and all the
 * migrations take seconds a suite, a copy about one. Vitest's workers start suites together,
 * so one builds it under an advisory lock while the others wait, and it is built under another name
 * and renamed when complete: a process killed half way leaves no half-migrated template behind.
 * Nothing connects to it afterwards (ALLOW_CONNECTIONS false), as CREATE DATABASE ... TEMPLATE needs.
 */
async function migratedTemplate(serverUrl: string, migratedUntil?: string): Promise<string> {
  const name = `fb_template_${migrationsDigest(migratedUntil)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      if (await exists()) return name;
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const db = openPostgres(url.toString());
        try {
          await migrate(db, migratedUntil);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        // The lock is per database: a process given another DATABASE_URL on this server may
        // have finished the same template first (42P04, duplicate_database), which serves.
        if ((error as { code?: string }).code === '42P04' && (await exists())) return name;
        throw error;
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  } finally {
    await admin.end();
  }
}

async function freshPostgres(
  serverUrl: string,
  migratedUntil?: string,
): Promise<{ db: Db; drop(): Promise<void> }> {
  const template = await migratedTemplate(serverUrl, migratedUntil);
  const name = `fb_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    async drop() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

// Databases suites of this process closed, put back as migrated, by migrations digest: the
// PGlite pass runs suite after suite in one process (PGLITE_REUSE, vitest.config.ts).
const reusable = new Map<string, Db[]>();
const reuse = process.env.PGLITE_REUSE === '1';

/** An embedded database holding every migration up to `migratedUntil`, copied from an image. */
export async function migratedPglite(migratedUntil?: string): Promise<Db> {
  const imagePath = join(tmpdir(), `fb-pglite-${migrationsDigest(migratedUntil)}.tar.gz`);
  if (!existsSync(imagePath)) {
    const template = await openPglite(undefined);
    await migrate(template, migratedUntil);
    const image = Buffer.from(await (await template.dump()).arrayBuffer());
    await template.close();
    const partial = `${imagePath}.${process.pid}`;
    writeFileSync(partial, image);
    renameSync(partial, imagePath);
  }
  const db = await openPglite(undefined, new Blob([readFileSync(imagePath)]));
  await migrate(db, migratedUntil);
  return db;
}

async function freshPglite(migratedUntil?: string): Promise<Db> {
  const kept = reuse ? reusable.get(migrationsDigest(migratedUntil))?.pop() : undefined;
  if (kept) return kept;
  const db = await migratedPglite(migratedUntil);
  if (reuse) await keepPristine(db);
  return db;
}

/** Closes a suite's embedded database, or keeps it for the next suite once put back. */
async function closePglite(db: Db, migratedUntil?: string): Promise<void> {
  if (reuse && (await reset(db).catch(() => false))) {
    const digest = migrationsDigest(migratedUntil);
    reusable.set(digest, [...(reusable.get(digest) ?? []), db]);
    return;
  }
  await db.close();
}

export async function startTestApi(
  options: {
    authAttemptsPerMinute?: number;
    loginFailuresPerMinute?: number;
    /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
    trustProxy?: string[];
    cluStreamBatch?: number;
    payments?: PaymentProvider;
    weather?: WeatherService;
    /** How mail is handled; the local outbox (the rows /dev/mail/ reads) by default. */
    mailer?: Mailer;
    /** Turns on the Stripe webhook route, checking signatures made with this secret. */
    stripeWebhookSecret?: string;
    /** The product's public origin (WEB_ORIGIN): links, mail and the OAuth issuer use it. */
    webOrigin?: string;
    /** Webhook endpoints on loopback (a receiver in the test), as WEBHOOKS_ALLOW_LOOPBACK does. */
    webhooksAllowLoopback?: boolean;
    /** Live signals to this Redis too (REDIS_URL), as the gateways of a cluster read them. */
    redisUrl?: string;
    /** How often the api's own outbox publisher looks for events (200 ms). */
    publishPollMs?: number;
    /** Deadlines and the ordinary body limit (server-limits.ts); the api's defaults when absent. */
    serverLimits?: ServerLimits;
  } = {},
  serverUrl = process.env.DATABASE_URL,
  /** Migrate only up to this file: a migration's test writes the data it must carry over. */
  migratedUntil?: string,
): Promise<TestApi> {
  const embedded = serverUrl ? undefined : await freshPglite(migratedUntil);
  // The suite's own hold on an embedded database, which the next suite may be handed after it.
  const held = embedded && lease(embedded);
  const fresh = held
    ? { db: held.db, drop: async () => {} }
    : await freshPostgres(`${serverUrl}`, migratedUntil);
  const { db } = fresh;
  // A copy of the template has nothing pending; this only checks so.
  if (serverUrl) await migrate(db, migratedUntil);
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApi({
    config: {
      jwtSecret,
      webOrigin: options.webOrigin ?? 'http://localhost:4000',
      webhooksAllowLoopback: options.webhooksAllowLoopback ?? false,
      logLevel: 'silent',
      // Suites sign many users up from one address; the limit itself has its own test.
      authAttemptsPerMinute: options.authAttemptsPerMinute ?? 1000,
      loginFailuresPerMinute: options.loginFailuresPerMinute ?? 1000,
      trustProxy: options.trustProxy ?? [],
      cluStreamBatch: options.cluStreamBatch ?? 500,
      ...(options.stripeWebhookSecret ? { stripeWebhookSecret: options.stripeWebhookSecret } : {}),
      ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
      ...(options.serverLimits ? { serverLimits: options.serverLimits } : {}),
    },
    db,
    mailer: options.mailer ?? outboxMailer,
    payments: options.payments ?? testPaymentProvider('http://localhost:4000'),
    ...(options.weather ? { weather: options.weather } : {}),
    ...(options.publishPollMs ? { publishPollMs: options.publishPollMs } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    outbox: (to) => readOutbox(db, to),
    async session({ plan = 'B', fullName = 'Test Grower', password, ...roles } = {}) {
      const uuid = randomUUID();
      const email = `${uuid}@example.com`;
      const passwordHash = password
        ? await hashSecret(password)
        : 'not-a-hash: this user never logs in with a password';
      await db.transaction(async (tx) => {
        const accountId = await insertUser(tx, {
          uuid,
          email,
          fullName,
          farmName: 'Test Farm',
          passwordHash,
          securityQuestionId: 1,
          securityAnswerHash: 'not-a-hash',
          active: true,
          roles,
        });
        await openPlan(tx, accountId, plan);
      });
      const { access } = await new Tokens(jwtSecret).issue(uuid);
      return { uuid, access, email };
    },
    async tokenFor(userUuid, actorUuid) {
      return (await new Tokens(jwtSecret).issue(userUuid, actorUuid)).access;
    },
    async call<T>(
      access: string,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${access}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    async close() {
      await app.close();
      if (!held) await db.close();
      else if (held.release() && embedded) await closePglite(embedded, migratedUntil);
      await fresh.drop();
    },
  };
}
