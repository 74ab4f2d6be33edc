import { describe, expect, it } from 'vitest';
import { checkForm, type FormReference, normaliseForm, type ReportForm } from './form';
import { compassDegrees, emptyForm } from './service';

const reference: FormReference = {
  pumpPressures: [15, 20, 30, 40],
  dropletClasses: ['F', 'M', 'C'],
  nozzleSizes: ['02', '04'],
  manufacturers: [{ name: 'Wilger', types: ['ER', 'DR'] }],
};

const good = (): ReportForm => ({
  reportDate: '2026-11-23',
  generalInfo: {
    applicator: 'Ada',
    applicatorLicenseNumber: 'KS-1',
    sensitiveCropRegistry: false,
    endangeredSpeciesAwareness: true,
    applicationStart: '07:00',
    applicationStop: '07:45',
  },
  applications: [{ productName: 'Engenia', epaRegNumber: '7969-345', useRate: '12.8 fl oz/acre' }],
  weather: { temperature: 75, humidity: 40, windSpeed: 4, windDirection: 'sw', precipitation: 0 },
  nozzle: {
    manufacturer: 'Wilger',
    noozleType: 'DR',
    noozleSize: '04',
    pumpPressure: 30,
    boomHeightTemp: 24,
    dropletClass: 'c',
  },
});

describe('checking a report form', () => {
  it('accepts a complete form once normalised (wind and droplet class uppercased)', () => {
    const form = normaliseForm(good());
    expect(form.weather.windDirection).toBe('SW');
    expect(checkForm(form, reference)).toEqual({});
  });

  it('accepts a distributor-suffixed EPA number and refuses a made-up one', () => {
    const form = normaliseForm(good());
    form.applications = [
      { productName: 'A', epaRegNumber: '5905-564-34704', useRate: '1 pt/acre' },
      { productName: 'B', epaRegNumber: '7969 345', useRate: '1 pt/acre' },
    ];
    expect(Object.keys(checkForm(form, reference))).toEqual(['applications.1.epaRegNumber']);
  });

  it('takes an application across midnight when it ends the next day, and judges the end with its date', () => {
    const at = (start: string, stop: string, applicationStopsNextDay?: boolean) => {
      const form = good();
      form.generalInfo = { ...form.generalInfo, applicationStart: start, applicationStop: stop };
      if (applicationStopsNextDay !== undefined)
        form.generalInfo.applicationStopsNextDay = applicationStopsNextDay;
      return checkForm(normaliseForm(form), reference)['generalInfo.applicationStop'] ?? [];
    };
    expect(at('23:30', '00:30')).toEqual(['The stop time must be after the start time.']);
    expect(at('23:30', '00:30', true)).toEqual([]);
    expect(at('07:00', '07:45', false)).toEqual([]);
    expect(at('07:00', '08:00', true)).toEqual([
      'An application that ends the next day must end within 24 hours of its start.',
    ]);
    // A form saved before the choice existed ends the same day.
    expect(normaliseForm(good()).generalInfo.applicationStopsNextDay).toBe(false);
  });

  it('finds an impossible date and a blank form wrong everywhere', () => {
    expect(Object.keys(checkForm({ ...normaliseForm(good()), reportDate: '2026-02-30' }, reference))).toEqual(
      ['reportDate'],
    );
    const blank = checkForm(normaliseForm(emptyForm('')), reference);
    expect(Object.keys(blank)).toHaveLength(20);
  });

  it('reads compass points as degrees the wind comes from', () => {
    expect(compassDegrees('N')).toBe(0);
    expect(compassDegrees('wsw')).toBe(247.5);
    expect(compassDegrees('CALM')).toBeNull();
  });
});
