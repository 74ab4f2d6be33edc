import { describe, expect, it } from 'vitest';
import { startTestApi } from '../../testing';
import { writeDemoRegion } from '../clu/seed';
import { dateIn } from '../spray-safety/time-zone';
import { WeatherService, WeatherUnavailable } from '../spray-safety/weather-service';
import type { ReportForm } from './form';
import { type RegistrationPeriod, registrationOn } from './registrations';
import {
  api,
  claimOn,
  field,
  filled,
  grower,
  type Problems,
  type Report,
  useReportFixtures,
} from './world.testing';

// The nozzle reference data, and a new report: its draft, its checks and its first save.
useReportFixtures();

describe('nozzle reference data', () => {
  it('has the pump pressures of spec 9, the eight ASABE classes in order, and seven manufacturers', async () => {
    const { status, body } = await api.call<{
      pump_pressures: number[];
      droplet_classes: { name: string }[];
      manufacturers: { name: string; noozleTypeCode: string; noozle_types: { code: string }[] }[];
    }>(grower.access, 'GET', '/reference/nozzles/');
    expect(status).toBe(200);
    expect(body.pump_pressures).toEqual([15, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(body.droplet_classes.map((each) => each.name)).toEqual([
      'Extremely Fine',
      'Very Fine',
      'Fine',
      'Medium',
      'Coarse',
      'Very Coarse',
      'Extremely Coarse',
      'Ultra Coarse',
    ]);
    expect(body.manufacturers).toHaveLength(7);
    const teejet = body.manufacturers.find((each) => each.name === 'TeeJet');
    expect(teejet?.noozleTypeCode).toBe('teejet');
    expect(teejet?.noozle_types.map((type) => type.code)).toContain('AIXR');
    for (const maker of body.manufacturers) expect(maker.noozle_types.length).toBeGreaterThanOrEqual(5);
  });

  it('needs a session', async () => {
    expect((await api.call('', 'GET', '/reference/nozzles/')).status).toBe(401);
  });

  it('offers EPA registration numbers of common products', async () => {
    const { body } = await api.call<{ product_name: string; epa_reg_number: string }[]>(
      grower.access,
      'GET',
      '/reference/products/',
    );
    expect(body).toContainEqual(
      expect.objectContaining({ product_name: 'Enlist One', epa_reg_number: '62719-695' }),
    );
  });

  it('dates dicamba registrations, so a product not registered on a day can be told', async () => {
    type Product = { product_name: string; epa_reg_number: string } & RegistrationPeriod;
    const { body } = await api.call<Product[]>(grower.access, 'GET', '/reference/products/');
    const product = (name: string) => {
      const found = body.find((each) => each.product_name === name);
      if (!found) throw new Error(`no product ${name}`);
      return found;
    };
    expect(product('Stryax')).toMatchObject({ epa_reg_number: '264-1241', registered_from: '2026-02-06' });
    expect(registrationOn(product('Stryax'), '2026-05-01')).toBe('registered');
    expect(product('XtendiMax')).toMatchObject({
      epa_reg_number: '264-1210',
      registered_until: '2024-02-06',
    });
    expect(registrationOn(product('XtendiMax'), '2026-05-01')).toBe('registration ended');
    // One row a product: 100-1623 is Tavium's registration of 5 Apr 2019, vacated 6 Feb 2024; its
    // 2026 number is not confirmed, so the vacated one is never offered as current (issue 55).
    expect(product('Tavium')).toMatchObject({ epa_reg_number: '100-1623', registered_from: '2019-04-05' });
    expect(registrationOn(product('Tavium'), '2023-06-01')).toBe('registered');
    expect(registrationOn(product('Tavium'), '2026-06-01')).toBe('registration ended');
    expect(registrationOn(product('Enlist One'), '2026-05-01')).toBe('registered');
  });
});

describe('a new report', () => {
  it('starts from today with one empty product row and the humidity left empty', async () => {
    const { status, body } = await api.call<{
      field: { name: string };
      form: ReportForm;
      weather: { error: string | null };
      time_zone: string;
    }>(grower.access, 'GET', `/reports/draft/?field=${field.uuid}`);
    expect(status).toBe(200);
    expect(body.field.name).toBe('Creek quarter');
    // Today in the field's own zone (Kansas), not the UTC date.
    expect(body.time_zone).toBe('America/Chicago');
    expect(body.form.reportDate).toBe(dateIn(new Date(), 'America/Chicago'));
    expect(body.form.applications).toHaveLength(1);
    expect(body.form.weather.humidity).toBeNull();
  });

  it('takes the first forecast hour: wind direction uppercased, humidity empty, the source named', async () => {
    // A forecast whose two hours differ in every value, so the draft shows which one it took.
    const hour = (
      time: string,
      temperatureF: number,
      windSpeedMph: number,
      windDirection: string,
      rain: number,
    ) => ({
      time,
      temperatureF,
      windSpeedMph,
      windDirection,
      windDirectionDeg: 200,
      chanceOfRain: rain,
      relativeHumidity: 64,
      skyCoverPercent: null,
    });
    const forecasting = await startTestApi({
      weather: new WeatherService({
        source: 'nws',
        forecastAt: async () => ({
          source: 'nws',
          issuedAt: '2026-11-27T09:00:00Z',
          hours: [
            hour('2026-11-27T10:00:00Z', 58, 9, 'ssw', 20),
            hour('2026-11-27T11:00:00Z', 61, 14, 'w', 70),
          ],
        }),
      }),
    });
    try {
      await writeDemoRegion(forecasting.db, 4);
      const someone = await forecasting.session();
      const [clu] = await forecasting.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields LIMIT 1');
      const mine = await claimOn(forecasting, someone.access, String(clu?.uuid));
      const { body } = await forecasting.call<{
        form: ReportForm;
        weather: { source: string | null; issued_at: string | null; error: string | null };
      }>(someone.access, 'GET', `/reports/draft/?field=${mine}`);
      expect(body.weather).toEqual({ source: 'nws', issued_at: '2026-11-27T09:00:00Z', error: null });
      expect(body.form.weather).toEqual({
        temperature: 58,
        humidity: null,
        windSpeed: 9,
        windDirection: 'SSW',
        precipitation: 20,
        // Named as what it is: the forecast for that hour, not a measurement, reading by reading;
        // humidity is left for the applicator.
        source: 'nws',
        sources: { temperature: 'nws', humidity: 'applicator', windSpeed: 'nws', windDirection: 'nws' },
        forecastIssuedAt: '2026-11-27T09:00:00Z',
        atFinish: { temperature: null, windSpeed: null, windDirection: '' },
      });
    } finally {
      await forecasting.close();
    }
  });

  it('leaves the weather empty and says why when the forecast service fails', async () => {
    const failing = await startTestApi({
      weather: new WeatherService({
        source: 'nws',
        forecastAt: async () => {
          throw new WeatherUnavailable('timeout', 'NWS did not answer in time');
        },
      }),
    });
    try {
      await writeDemoRegion(failing.db, 4);
      const someone = await failing.session();
      const [clu] = await failing.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields LIMIT 1');
      const mine = await claimOn(failing, someone.access, String(clu?.uuid));
      const { body } = await failing.call<{
        form: ReportForm;
        weather: { source: string | null; error: string | null };
      }>(someone.access, 'GET', `/reports/draft/?field=${mine}`);
      expect(body.weather.source).toBeNull();
      expect(body.weather.error).toMatch(/^Weather is unavailable right now/);
      expect(body.form.weather).toEqual({
        temperature: null,
        humidity: null,
        windSpeed: null,
        windDirection: '',
        precipitation: null,
        // Whatever is entered is the applicator's own reading.
        source: 'applicator',
        sources: {
          temperature: 'applicator',
          humidity: 'applicator',
          windSpeed: 'applicator',
          windDirection: 'applicator',
        },
        forecastIssuedAt: '',
        atFinish: { temperature: null, windSpeed: null, windDirection: '' },
      });
    } finally {
      await failing.close();
    }
  }, 30_000);

  it('is saved as version 1, trimmed, with the wind direction uppercased and EPA numbers bare', async () => {
    const { status, body } = await api.call<Report>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ field: field.uuid, field_name: 'Creek quarter', version: 1, versions: 1 });
    expect(body.form.weather.windDirection).toBe('NNW');
    expect(body.form.applications[1]?.epaRegNumber).toBe('524-537');
  });

  it('says what is missing or wrong, field by field, and saves nothing', async () => {
    const before = (await api.db.query('SELECT 1 FROM reports')).length;
    const form = filled();
    form.generalInfo.applicator = '  ';
    form.generalInfo.applicationStop = '08:00';
    form.applications = [{ productName: 'Enlist One', epaRegNumber: 'sixty', useRate: '' }];
    form.weather.humidity = null;
    form.weather.windDirection = 'north-ish';
    form.nozzle.noozleType = 'ULD';
    form.nozzle.pumpPressure = 45;
    const { status, body } = await api.call<Problems>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      'generalInfo.applicator': ["Enter the applicator's name."],
      'generalInfo.applicationStop': ['The stop time must be after the start time.'],
      'applications.0.epaRegNumber': [
        'Enter the EPA registration number as printed on the label, e.g. 62719-695.',
      ],
      'applications.0.useRate': ['Enter the use rate, e.g. 15 oz/acre.'],
      'weather.humidity': ['Enter the relative humidity in % (0 to 100).'],
      'weather.windDirection': ['Enter the wind direction as a compass point, e.g. NNW, or CALM.'],
      'nozzle.noozleType': ['Choose a nozzle type of that manufacturer.'],
      'nozzle.pumpPressure': ['Choose the pump pressure (psi).'],
    });
    expect((await api.db.query('SELECT 1 FROM reports')).length).toBe(before);
  });

  it('needs at least one product', async () => {
    const form = { ...filled(), applications: [] };
    const { status, body } = await api.call<Problems>(grower.access, 'POST', '/reports/', {
      field: field.uuid,
      form,
    });
    expect(status).toBe(400);
    expect(body.errors).toContain('Add at least one product to the report.');
  });

  it("cannot be made of another account's field", async () => {
    const other = await api.session();
    const { status, body } = await api.call<Problems>(other.access, 'POST', '/reports/', {
      field: field.uuid,
      form: filled(),
    });
    expect(status).toBe(404);
    expect(body.errors).toEqual(['There is no such field.']);
  });
});
