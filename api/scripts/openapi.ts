// Writes api/openapi.json from the registered routes; no database is opened.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi } from '../src/app';
import type { Db } from '../src/db/db';
import { outboxMailer } from '../src/providers/mail/outbox';
import { testPaymentProvider } from '../src/providers/payments/test-provider';

const noDatabase = new Proxy({} as Db, {
  get: (_target, property) =>
    property === 'engine' ? 'postgres' : () => Promise.reject(new Error('no database here')),
});
const app = await buildApi({
  config: {
    jwtSecret: 'x'.repeat(32),
    webOrigin: 'http://localhost:4000',
    logLevel: 'silent',
    authAttemptsPerMinute: 100,
    loginFailuresPerMinute: 10,
    trustProxy: [],
    cluStreamBatch: 500,
  },
  db: noDatabase,
  mailer: outboxMailer,
  payments: testPaymentProvider('http://localhost:4000'),
});
await app.ready();
writeFileSync(join(import.meta.dirname, '..', 'openapi.json'), `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
