import { Counter } from 'prom-client';

// Lookups of the api's in-process caches, by cache and outcome (issue 56): a hit rate falling
// under load says a cache is too small or keyed too finely. One counter for the process; each
// app's /metrics registry takes it in (metrics.ts).
export const cacheLookups = new Counter({
  name: 'api_cache_lookups_total',
  help: 'Lookups of in-process caches since start, by cache (territory_land_units, weather) and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [],
});
