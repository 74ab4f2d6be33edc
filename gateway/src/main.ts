import { loadConfig } from './config';
import { startGateway } from './server';
import { startTracing } from './telemetry';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tracing = await startTracing(config.otlpEndpoint);
const gateway = await startGateway(config);
console.log(`gateway listening on ${gateway.url} (api: ${config.apiUrl})`);

async function shutdown() {
  await gateway.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
