import type { ForecastHour } from '../../providers/weather';
import { type Application, judgeForecastHours } from './application';
import type { DownwindCrop, SprayedCrop } from './label-rules';
import { dateIn } from './time-zone';

// The review of issue 55's cases (label-edges.test.ts, tank-edges.test.ts) build their forecasts
// and applications here: hours whose temperatures follow each day's high, and a dicamba tank over
// Xtend soybean in Kansas unless a case says otherwise.

export const HOUR = 3_600_000;
export const xtend: SprayedCrop = {
  crop: 'soybean',
  label: 'soybean – Roundup Ready 2 Xtend',
  injuredBy: ['2,4-D', 'glufosinate'],
};
export const e3: SprayedCrop = { crop: 'soybean', label: 'soybean – Enlist E3', injuredBy: ['dicamba'] };

export const localHour = (time: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(time));

/** Hours from `first`, the temperature of each from its day's high (coolest 6 a.m., high 3 p.m.). */
export function forecast(options: {
  first: string;
  hours?: number;
  timeZone?: string;
  highs?: Record<string, number>;
  each?: (time: Date) => Partial<ForecastHour>;
}): ForecastHour[] {
  const timeZone = options.timeZone ?? 'America/Chicago';
  return Array.from({ length: options.hours ?? 120 }, (_, index) => {
    const time = new Date(Date.parse(options.first) + index * HOUR);
    const high = options.highs?.[dateIn(time, timeZone)] ?? 80;
    const temperatureF = Math.round((high - (18 * Math.abs(localHour(time, timeZone) - 15)) / 15) * 10) / 10;
    return {
      time: time.toISOString(),
      temperatureF,
      windSpeedMph: 7,
      windDirection: 'S',
      windDirectionDeg: 180,
      chanceOfRain: 0,
      relativeHumidity: 50,
      skyCoverPercent: 50,
      ...options.each?.(time),
    };
  });
}

export const kansas = { lat: 38.1, lng: -97.4 };
export const illinois = { lat: 40.1, lng: -88.2 };

export function application(
  hours: ForecastHour[],
  options: {
    tank?: Partial<Application['tank']>;
    place?: { lat: number; lng: number };
    timeZone?: string;
    downwind?: DownwindCrop[];
  } = {},
): Application {
  return {
    tank: {
      actives: ['dicamba', 'glyphosate'],
      crop: xtend,
      named: { dicamba: ['Stryax'] },
      ...options.tank,
    },
    place: options.place ?? kansas,
    timeZone: options.timeZone ?? 'America/Chicago',
    forecast: hours,
    issuedAt: hours[0]?.time ?? '',
    downwind: hours.map(() => options.downwind ?? []),
    equipment: { dropletClass: 'C', boomHeightIn: 24 },
  };
}

export const at = (hours: readonly ForecastHour[], iso: string) => {
  const index = hours.findIndex((hour) => hour.time === new Date(iso).toISOString());
  if (index === -1) throw new Error(`no forecast hour ${iso}`);
  return index;
};
export const verdictAt = (app: Application, iso: string) => judgeForecastHours(app)[at(app.forecast, iso)];
