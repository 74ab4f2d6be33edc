import { createServer } from 'node:http';

// A stand-in for the National Weather Service on this machine, for the e2e instance that judges
// sprays by the label rules (label-rules.spec.ts). It answers the two calls the api's NWS adapter
// makes, in NWS's own shapes, with a forecast made for the test: 48 hours of 15 mph wind, except
// three hours around noon in Kansas (17:00, 18:00 and 19:00 UTC) at 2, 5 and 11 mph. Only the
// 5 mph hour is inside the dicamba label's 3–10 mph band.
const port = Number(process.env.FAKE_NWS_PORT ?? 4191);
const HOUR = 3_600_000;

/** The first 17:00 UTC at least an hour ahead: the three test hours are all in the forecast. */
export function testHoursStart(now: Date): number {
  const start = new Date(now);
  start.setUTCHours(17, 0, 0, 0);
  if (start.getTime() < now.getTime() + HOUR) start.setUTCDate(start.getUTCDate() + 1);
  return start.getTime();
}

export const TEST_WINDS_MPH = [2, 5, 11];

function periods(now: Date) {
  const first = Math.floor(now.getTime() / HOUR) * HOUR;
  const testStart = testHoursStart(now);
  return Array.from({ length: 48 }, (_, index) => {
    const start = first + index * HOUR;
    const testHour = (start - testStart) / HOUR;
    const wind = TEST_WINDS_MPH[testHour] ?? 15;
    return {
      number: index + 1,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
      isDaytime: true,
      temperature: 70,
      temperatureUnit: 'F',
      probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: 0 },
      relativeHumidity: { unitCode: 'wmoUnit:percent', value: 50 },
      windSpeed: `${wind} mph`,
      windDirection: 'S',
      shortForecast: 'Partly Cloudy',
    };
  });
}

if (process.argv[1]?.endsWith('fake-nws.ts')) {
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', `http://127.0.0.1:${port}`).pathname;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/geo+json', 'cache-control': 'max-age=60' });
      response.end(JSON.stringify(body));
    };
    if (path === '/health') return send(200, { ok: true });
    if (path.startsWith('/points/'))
      return send(200, {
        properties: {
          gridId: 'TST',
          gridX: 1,
          gridY: 1,
          forecastHourly: `http://127.0.0.1:${port}/gridpoints/TST/1,1/forecast/hourly`,
        },
      });
    if (path === '/gridpoints/TST/1,1/forecast/hourly') {
      const now = new Date();
      return send(200, { properties: { generatedAt: now.toISOString(), periods: periods(now) } });
    }
    return send(404, { title: 'Not Found' });
  }).listen(port, '127.0.0.1');
}
