import { buildApi } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/open';
import { openReadRouter } from './db/replica';
import { seedDemoRegion } from './modules/clu/seed';
import { WeatherService } from './modules/spray-safety/weather-service';
import { createMailer, startMailDelivery } from './providers/mail';
import { createPaymentProvider } from './providers/payments';
import { createWeatherProvider } from './providers/weather';
import { seedDemo } from './seed/demo';
import { seedDemoFarms } from './seed/demo-farms';
import { seedDemoGiftCode } from './seed/demo-gift-codes';
import { seedDemoNeighbours } from './seed/demo-neighbours';
import { startTracing } from './telemetry';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tracing = await startTracing(config.otlpEndpoint);
const db = await openMigratedDatabase(config);
if (config.seedDemo) {
  await seedDemo(db);
  await seedDemoRegion(db);
  await seedDemoFarms(db);
  await seedDemoGiftCode(db);
  await seedDemoNeighbours(db);
}
// The CLU map's reads on the replica when there is one (DATABASE_REPLICA_URL, `npm run start:cluster`).
const reads = openReadRouter(db, { replicaUrl: config.databaseReplicaUrl, redisUrl: config.redisUrl });
const payments = createPaymentProvider(config);
const app = await buildApi({
  config,
  db,
  reads,
  mailer: createMailer(config),
  payments,
  weather: new WeatherService(createWeatherProvider(config)),
  deliverWebhooks: { giveUpAfterMs: config.webhookRetryWindowMs },
});
await app.listen({ port: config.port, host: config.host });
// With SMTP, mail written by requests is sent from here, after their transactions commit.
const delivery = config.smtpUrl
  ? startMailDelivery(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      messageIdDomain: new URL(config.webOrigin).hostname,
      onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    })
  : null;
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`api listening on http://${config.host}:${config.port} (${where})`);
console.log(
  config.weatherProvider === 'nws'
    ? `weather: National Weather Service at ${config.nwsUrl}`
    : 'weather: the sample forecast (set WEATHER_PROVIDER=nws for real weather)',
);
if (!config.smtpUrl)
  console.log(`mail goes to the local outbox: http://${config.host}:${config.port}/dev/mail/`);
if (payments.kind === 'test')
  console.log(
    'payments go to the test provider: Stripe test cards, no money moves (set STRIPE_SECRET_KEY for Stripe)',
  );

async function shutdown() {
  await app.close();
  await delivery?.stop();
  await reads.close();
  await db.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
