import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Captures the two NWS replies the adapter's tests replay (points, then the hourly forecast)
// for one place: `npm run weather:record -w api -- 38.1 -97.4`. Needs a network; tests never do.
const [lat, lng] = process.argv.slice(2).map(Number);
if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
  console.error('usage: weather:record LAT LNG');
  process.exit(2);
}
const headers = { 'user-agent': '(field-boundaries fixture recorder)', accept: 'application/geo+json' };
const dir = join(import.meta.dirname, '..', 'src', 'providers', 'weather', 'fixtures');
const points = (await (await fetch(`https://api.weather.gov/points/${lat},${lng}`, { headers })).json()) as {
  properties: { gridId: string; gridX: number; gridY: number; forecastHourly: string };
};
writeFileSync(join(dir, `points-${lat},${lng}.json`), `${JSON.stringify(points, null, 2)}\n`);
const { gridId, gridX, gridY, forecastHourly } = points.properties;
const hourly = await (await fetch(forecastHourly, { headers })).json();
writeFileSync(join(dir, `hourly-${gridId}-${gridX},${gridY}.json`), `${JSON.stringify(hourly, null, 2)}\n`);
console.log(`recorded ${gridId} ${gridX},${gridY}`);
