import { describe, expect, it } from 'vitest';
import type { ReportFormPartsFragment } from '../../graphql/generated/graphql';
import { errorsByInput, toInput, toValues } from './formValues';

const draft: ReportFormPartsFragment = {
  __typename: 'ReportForm',
  reportDate: '2026-11-23',
  generalInfo: {
    __typename: 'ReportGeneralInfo',
    applicator: '',
    applicatorLicenseNumber: '',
    sensitiveCropRegistry: null,
    endangeredSpeciesAwareness: true,
    applicationStart: '',
    applicationStop: '',
    applicationStopsNextDay: false,
    supervisedApplicators: '',
    registryCheckedOn: '',
    neighboursNotified: '',
    commercial: false,
    customerName: '',
    customerAddress: '',
  },
  site: {
    __typename: 'ReportSite',
    cropOrSite: 'soybean',
    areaTreatedAcres: 80,
    fsaFarmNumber: '',
    fsaTractNumber: '',
    fsaFieldNumber: '',
  },
  applications: [
    {
      __typename: 'ReportApplication',
      productName: '',
      epaRegNumber: '',
      useRate: '',
      totalAmount: null,
      totalAmountUnit: '',
    },
  ],
  weather: {
    __typename: 'ReportWeather',
    temperature: 71,
    humidity: null,
    windSpeed: 8,
    windDirection: 'nnw',
    precipitation: 20,
    source: 'nws',
    sources: {
      __typename: 'ReportWeatherSources',
      temperature: 'nws',
      humidity: 'applicator',
      windSpeed: 'nws',
      windDirection: 'nws',
    },
    forecastIssuedAt: '2026-11-27T09:00:00Z',
    atFinish: { __typename: 'ReportFinishWeather', temperature: null, windSpeed: null, windDirection: '' },
  },
  startCheck: {
    __typename: 'ReportStartCheck',
    startedAt: '2026-06-02T14:00:00Z',
    temperatureF: 88,
    windMph: 7,
    windFrom: 'SW',
    confirmedForecast: ['Stryax: the forecast high is 96 °F the day after. I confirm I will spray anyway.'],
  },
  equipment: {
    __typename: 'ReportEquipment',
    carrierGpa: null,
    groundSpeedMph: null,
    adjuvants: '',
    downwindBufferFt: null,
    limitsExplanation: '',
  },
  dicambaRecord: null,
  nozzle: {
    __typename: 'ReportNozzle',
    manufacturer: '',
    noozleType: '',
    noozleSize: '',
    pumpPressure: null,
    boomHeightTemp: null,
    dropletClass: '',
  },
};

describe('the report form values', () => {
  it('show the draft with the wind direction uppercased and humidity empty', () => {
    const values = toValues(draft);
    expect(values.weather).toEqual({
      temperature: 71,
      humidity: '',
      windSpeed: 8,
      windDirection: 'NNW',
      precipitation: 20,
      source: 'nws',
      sources: { temperature: 'nws', humidity: 'applicator', windSpeed: 'nws', windDirection: 'nws' },
      forecastIssuedAt: '2026-11-27T09:00:00Z',
      atFinish: { temperature: '', windSpeed: '', windDirection: '' },
    });
    expect(values.generalInfo.sensitiveCropRegistry).toBe('');
    expect(values.generalInfo.endangeredSpeciesAwareness).toBe('yes');
  });

  it('go back to the input unchanged, empties as null', () => {
    const input = toInput(toValues(draft));
    expect(input.weather).toEqual({
      temperature: 71,
      humidity: null,
      windSpeed: 8,
      windDirection: 'NNW',
      precipitation: 20,
      source: 'nws',
      sources: { temperature: 'nws', humidity: 'applicator', windSpeed: 'nws', windDirection: 'nws' },
      forecastIssuedAt: '2026-11-27T09:00:00Z',
      atFinish: { temperature: null, windSpeed: null, windDirection: '' },
    });
    // The start's judgement goes back as the draft gave it: an amendment cannot drop it.
    const { __typename: _check, ...startCheck } = draft.startCheck ?? { __typename: '' };
    expect(input.startCheck).toEqual(startCheck);
    const { __typename, ...site } = draft.site;
    expect(input.site).toEqual({ ...site, areaTreatedAcres: 80 });
    expect(input.applications[0]?.totalAmount).toBeNull();
    expect(input.generalInfo.sensitiveCropRegistry).toBeNull();
    expect(input.nozzle.pumpPressure).toBeNull();
    const values = toValues(draft);
    values.nozzle.pumpPressure = '40';
    expect(toInput(values).nozzle.pumpPressure).toBe(40);
  });

  it("put the api's messages on their inputs, the first one each", () => {
    expect(
      errorsByInput([
        { field: 'applications.0.useRate', message: 'Enter the use rate, e.g. 15 oz/acre.' },
        { field: 'generalInfo.applicationStop', message: 'a' },
        { field: 'generalInfo.applicationStop', message: 'b' },
        { field: null, message: 'general' },
      ]),
    ).toEqual({
      'applications.0.useRate': 'Enter the use rate, e.g. 15 oz/acre.',
      'generalInfo.applicationStop': 'a',
    });
  });
});
