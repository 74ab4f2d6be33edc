import { buildApi } from './app';
import { seedDemoRegion } from './clu/seed';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/open';
import { createWeather } from './modules/weather/service';
import { createMailer } from './providers/mail';
import { seedDemo } from './seed/demo';
import { seedDemoFarms } from './seed/demo-farms';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const db = await openMigratedDatabase(config);
if (config.seedDemo) {
  await seedDemo(db);
  await seedDemoRegion(db);
  await seedDemoFarms(db);
}
const app = await buildApi({ config, db, mailer: createMailer(config), weather: createWeather(config) });
await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`api listening on http://${config.host}:${config.port} (${where})`);
console.log(
  config.weatherProvider === 'nws'
    ? `weather: National Weather Service at ${config.nwsUrl}`
    : 'weather: the sample forecast (set WEATHER_PROVIDER=nws for real weather)',
);
if (!config.smtpUrl)
  console.log(`mail goes to the local outbox: http://${config.host}:${config.port}/dev/mail/`);

async function shutdown() {
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
