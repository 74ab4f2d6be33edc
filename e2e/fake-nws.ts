import { createServer } from 'node:http';

// A stand-in for the National Weather Service on this machine, for the e2e instance that judges
// sprays by the label rules (label-rules.spec.ts). It answers the two calls the api's NWS adapter
// makes, in NWS's own shapes, with a forecast made for the test: 156 hours (as NWS gives) of
// 15 mph wind at 70°F, except three hours around noon in Kansas (17:00, 18:00 and 19:00 UTC) at
// 2, 5 and 11 mph. Only the 5 mph hour is inside the dicamba label's 3–10 mph band. A test may
// make the day after the test hours' day hot (96°F, `POST /scenario {"hotDayAfter":true}`): the
// label then allows no hour that day nor the day before. Replies are not to be kept (max-age=0),
// so a scenario reaches the api at once; tests run one at a time (workers: 1).
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
export const HOT_DAY_AFTER_F = 96;

const scenario = { hotDayAfter: false };

function periods(now: Date) {
  const first = Math.floor(now.getTime() / HOUR) * HOUR;
  const testStart = testHoursStart(now);
  // The day after the test hours' day in Kansas (CDT or CST: 17:00 UTC is its late morning).
  const hotFrom = testStart - 17 * HOUR + 24 * HOUR + 6 * HOUR;
  return Array.from({ length: 156 }, (_, index) => {
    const start = first + index * HOUR;
    const testHour = (start - testStart) / HOUR;
    const wind = TEST_WINDS_MPH[testHour] ?? 15;
    const hot = scenario.hotDayAfter && start >= hotFrom + 12 * HOUR && start < hotFrom + 18 * HOUR;
    return {
      number: index + 1,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
      isDaytime: true,
      temperature: hot ? HOT_DAY_AFTER_F : 70,
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
      response.writeHead(status, { 'content-type': 'application/geo+json', 'cache-control': 'max-age=0' });
      response.end(JSON.stringify(body));
    };
    if (path === '/health') return send(200, { ok: true });
    if (path === '/scenario' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        scenario.hotDayAfter = JSON.parse(text || '{}').hotDayAfter === true;
        send(200, scenario);
      });
      return;
    }
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
