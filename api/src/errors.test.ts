import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './app';
import type { Db } from './db/db';
import { outboxMailer } from './providers/mail/outbox';
import { testPaymentProvider } from './providers/payments/test-provider';

// A fault the api did not expect (here: the database is gone) answers 500 with the spec's
// generic message and nothing of the fault itself.
const brokenDb = new Proxy({} as Db, {
  get: (_target, property) =>
    property === 'engine'
      ? 'postgres'
      : () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432 at pool.ts:42')),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApi({
    config: {
      jwtSecret: 'x'.repeat(32),
      webOrigin: 'http://localhost:4000',
      logLevel: 'silent',
      authAttemptsPerMinute: 100,
      loginFailuresPerMinute: 10,
      trustProxy: [],
      cluStreamBatch: 500,
    },
    db: brokenDb,
    mailer: outboxMailer,
    payments: testPaymentProvider('http://localhost:4000'),
  });
});
afterAll(() => app?.close());

describe('unexpected faults', () => {
  it('answer 500 with the generic message and leak nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/security/questions/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'server_error', errors: ['Unknown error occurred (500)'] });
    expect(response.body).not.toMatch(/ECONNREFUSED|10\.0\.0\.7|pool\.ts/);
  });
});
