import { READINGS, type Reading, type WeatherSource, type WholeForm } from './form';
import { usLongInstant } from './format';

// The weather lines of a printed record, each reading beside its source, and the start's own
// section: a forecast is never printed as if it were measured (printed.ts lays out the rest).

export const WEATHER_SOURCE_WORDS: Record<WeatherSource, string> = {
  applicator: 'Measured and entered by the applicator',
  'spray-start': 'Measured at boom height when the spray was started in the app',
  nws: 'National Weather Service forecast for that hour (not a measurement)',
  sample: 'Sample forecast (not live weather, not a measurement)',
};

/** What a reading's value is, printed beside it: the record never passes a forecast off as measured. */
const READING_SOURCE_WORDS: Record<WeatherSource, string> = {
  applicator: 'measured by the applicator',
  'spray-start': 'measured at boom height at the start',
  nws: 'NWS forecast, not a measurement',
  sample: 'Sample forecast, not a measurement',
};

/** 'National Weather Service forecast … issued November 27, 2026, 3:00 AM CST' when it was kept. */
function sourceWords(source: WeatherSource, words: string, issuedAt: string, zone: string): string {
  const issued = Date.parse(issuedAt);
  return (source === 'nws' || source === 'sample') && !Number.isNaN(issued)
    ? `${words}, issued ${usLongInstant(new Date(issued), zone)}`
    : words;
}

/** Each reading's value with its source beside it; the one source above when they share it. */
export function weatherAtStart(weather: WholeForm['weather'], zone: string) {
  const sources = weather.sources;
  const shared = READINGS.every((reading) => sources[reading] === sources.temperature)
    ? sources.temperature
    : null;
  const words = (reading: Reading) =>
    sourceWords(sources[reading], READING_SOURCE_WORDS[sources[reading]], weather.forecastIssuedAt, zone);
  const given = (reading: Reading, value: string) =>
    value && !shared ? `${value} (${words(reading)})` : value;
  const windSource = sources.windSpeed === sources.windDirection ? sources.windSpeed : null;
  const windValue = wind(weather.windSpeed, weather.windDirection);
  return {
    source: shared
      ? sourceWords(shared, WEATHER_SOURCE_WORDS[shared], weather.forecastIssuedAt, zone)
      : 'Each reading names its own, beside it',
    temperature: given('temperature', unit(weather.temperature, '°F')),
    humidity: given('humidity', unit(weather.humidity, '%')),
    wind: windSource
      ? given('windSpeed', windValue)
      : shared
        ? windValue
        : `${windValue} (speed: ${words('windSpeed')}; direction: ${words('windDirection')})`,
  };
}

export const unit = (value: number | null, suffix: string) => (value === null ? '' : `${value} ${suffix}`);
export const yesNo = (value: boolean | null, what: string) =>
  value === null ? '' : value ? `Yes, ${what}` : 'No';
export const wind = (speed: number | null, from: string) =>
  speed === null && !from
    ? ''
    : from === 'CALM'
      ? `${unit(speed, 'mph')}, calm`
      : `${unit(speed, 'mph')} from ${from}`;

/** The judgement the spray was started on in the app, when it was: a section of its own. */
export function startSection(check: WholeForm['startCheck'], zone: string) {
  if (!check) return [];
  const started = Date.parse(check.startedAt);
  const confirmed = check.confirmedForecast;
  return [
    {
      title: 'Confirmed at "Start spraying"',
      rows: [
        {
          label: 'Started',
          value: Number.isNaN(started) ? check.startedAt : usLongInstant(new Date(started), zone),
        },
        {
          label: 'Measured at the start',
          value:
            [unit(check.temperatureF, '°F'), wind(check.windMph, check.windFrom)]
              .filter(Boolean)
              .join(', ') || '—',
        },
        {
          label: 'Drift zone swept with',
          value: `the wind measured then, ${wind(check.windMph, check.windFrom) || '—'}`,
        },
        ...(confirmed.length === 0
          ? [{ label: 'Forecast confirmed', value: 'Nothing: the forecast broke no label rule' }]
          : confirmed.map((line, index) => ({
              label: index === 0 ? 'Forecast confirmed' : '',
              value: line,
            }))),
      ],
    },
  ];
}
