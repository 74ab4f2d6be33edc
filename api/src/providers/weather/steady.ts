import { type Forecast, type WeatherProvider, WeatherUnavailable } from './provider';

/**
 * For tests: the same weather every hour from now on (calm air by default, where drift may go
 * any way), or a failing source while `up()` says false.
 */
export function steadyWeather(
  wind: { speedMph: number; direction: string; directionDeg: number } = {
    speedMph: 0,
    direction: 'CALM',
    directionDeg: 0,
  },
  up: () => boolean = () => true,
  /** The forecast's first hour: now unless a test needs the hours around a start it chose. */
  firstHour: () => Date = () => new Date(),
): WeatherProvider {
  return {
    source: 'nws',
    async forecastAt(): Promise<Forecast> {
      if (!up()) throw new WeatherUnavailable('upstream_error', 'the test says the source is down');
      const now = firstHour().getTime();
      return {
        source: 'nws',
        issuedAt: new Date(now).toISOString(),
        hours: [0, 1, 2].map((hour) => ({
          time: new Date(now + hour * 3_600_000).toISOString(),
          temperatureF: 75,
          windSpeedMph: wind.speedMph,
          windDirection: wind.direction,
          windDirectionDeg: wind.directionDeg,
          chanceOfRain: 0,
          relativeHumidity: 50,
          skyCoverPercent: 50,
        })),
      };
    },
  };
}
