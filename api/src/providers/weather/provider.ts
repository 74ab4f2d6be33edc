import { COMPASS } from '@field-boundaries/contract/compass';
// The forecast every weather provider returns, whoever made it. Spray decisions read the hours
// ahead; the wire shape of a field's weather (spec 3) is built from the first of them.

export type ForecastHour = {
  /** The hour's start, ISO 8601 in UTC. */
  time: string;
  temperatureF: number;
  windSpeedMph: number;
  /** The compass point the wind blows from, e.g. 'SW'. */
  windDirection: string;
  /** Degrees clockwise from north that the wind blows from (meteorological convention). */
  windDirectionDeg: number;
  /** Chance of measurable rain in the hour, 0–100. */
  chanceOfRain: number;
  relativeHumidity: number | null;
  /** Sky cover, 0–100 %; null when the source does not say. Inversions form under clear skies. */
  skyCoverPercent: number | null;
};

export type Forecast = {
  /** 'sample' is made up here and must be labelled so wherever it is shown. */
  source: 'nws' | 'sample';
  /** When the forecaster issued it, ISO 8601. */
  issuedAt: string;
  /** From the current hour on, one entry an hour. */
  hours: ForecastHour[];
};

export interface WeatherProvider {
  readonly source: Forecast['source'];
  forecastAt(lat: number, lng: number): Promise<Forecast>;
}

/**
 * The weather source did not answer usefully (down, slow, outside its coverage, or only old
 * forecasts). Screens say so; they never fall back to sample or stale weather shown as live.
 */
export class WeatherUnavailable extends Error {
  constructor(
    readonly reason:
      | 'timeout'
      | 'unreachable'
      | 'upstream_error'
      | 'outside_coverage'
      | 'stale'
      | 'malformed',
    detail: string,
  ) {
    super(detail);
    this.name = 'WeatherUnavailable';
  }
}

/** What a grower is told when the source fails, word for word on every screen. */
export const weatherUnavailableMessage =
  'Weather is unavailable right now: the forecast service did not answer. No wind or rain is shown until it does.';

// The 16 compass points are the contract's: the web offers them for a reading at the boom.
export { COMPASS } from '@field-boundaries/contract/compass';

/** 'SW' → 225; null for anything that is not one of the 16 points. */
export function degreesOfCompass(point: string): number | null {
  const index = COMPASS.indexOf(point.trim().toUpperCase());
  return index === -1 ? null : index * 22.5;
}

/** 225 → 'SW': the nearest of the 16 compass points. */
export function compassOfDegrees(degrees: number): string {
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalised / 22.5) % 16] as string;
}
