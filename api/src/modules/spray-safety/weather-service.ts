import { ApiError } from '../../errors';
import {
  type Forecast,
  type WeatherProvider,
  WeatherUnavailable,
  weatherUnavailableMessage,
} from '../../providers/weather';
import { timeZoneAt } from './time-zone';

export {
  type Forecast,
  type ForecastHour,
  WeatherUnavailable,
  weatherUnavailableMessage,
} from '../../providers/weather';

/** Spec 3's weather: the first forecast hour at a field, and whose forecast it is. */
export type WeatherNow = {
  temperature_0: number;
  wind_speed_0: number;
  wind_dir_0: string;
  chance_of_rain_0: number;
  /** 'sample' is made up and is labelled 'Sample forecast' wherever it shows. */
  source: Forecast['source'];
  issued_at: string;
};

/** A field's weather on the wire: spec 3's first-hour values, then the hours ahead and the source. */
export type FieldWeather = WeatherNow & {
  /** The field's IANA time zone: its hours and spray windows read in the field's own time. */
  time_zone: string;
  hours: {
    time: string;
    temperature: number;
    wind_speed: number;
    wind_dir: string;
    wind_dir_deg: number;
    chance_of_rain: number;
    relative_humidity: number | null;
  }[];
};

/** A forecast's first hour as spec 3 shows it; null when the forecast has no hours ahead. */
function weatherNow(forecast: Forecast): WeatherNow | null {
  const [first] = forecast.hours;
  if (!first) return null;
  return {
    temperature_0: first.temperatureF,
    wind_speed_0: first.windSpeedMph,
    wind_dir_0: first.windDirection,
    chance_of_rain_0: first.chanceOfRain,
    source: forecast.source,
    issued_at: forecast.issuedAt,
  };
}

export function toFieldWeather(forecast: Forecast, place: { lat: number; lng: number }): FieldWeather {
  const now = weatherNow(forecast);
  if (!now) throw new WeatherUnavailable('stale', 'The forecast has no hours ahead.');
  return {
    ...now,
    time_zone: timeZoneAt(place.lat, place.lng),
    hours: forecast.hours.map((hour) => ({
      time: hour.time,
      temperature: hour.temperatureF,
      wind_speed: hour.windSpeedMph,
      wind_dir: hour.windDirection,
      wind_dir_deg: hour.windDirectionDeg,
      chance_of_rain: hour.chanceOfRain,
      relative_humidity: hour.relativeHumidity,
    })),
  };
}

/** The api's answer when the weather source fails: 503 with the message every screen shows. */
export const weatherUnavailable = () => new ApiError(503, 'weather_unavailable', weatherUnavailableMessage);

/**
 * A field's forecast from the configured weather source (`providers/weather`).
 * `forecastAt` answers a Forecast or throws WeatherUnavailable; it never substitutes one
 * source for the other.
 */
export class WeatherService {
  constructor(private readonly provider: WeatherProvider) {}

  get source(): Forecast['source'] {
    return this.provider.source;
  }

  forecastAt(lat: number, lng: number): Promise<Forecast> {
    return this.provider.forecastAt(lat, lng);
  }

  /**
   * The forecast at a place, or null when the source fails: for a read that still answers
   * without weather (the map's field properties), never with stale or sample weather instead.
   */
  async forecastOrNone(place: { lat: number; lng: number }): Promise<Forecast | null> {
    try {
      return await this.forecastAt(place.lat, place.lng);
    } catch (error) {
      if (error instanceof WeatherUnavailable) return null;
      throw error;
    }
  }

  /** A forecast's first hour as spec 3 shows it (the map's weather now); null when it has none. */
  now(forecast: Forecast): WeatherNow | null {
    return weatherNow(forecast);
  }

  /** forecastAt at a place, with the failure turned into the api's 503. */
  async forecastFor(place: { lat: number; lng: number }): Promise<Forecast> {
    try {
      return await this.forecastAt(place.lat, place.lng);
    } catch (error) {
      if (error instanceof WeatherUnavailable) throw weatherUnavailable();
      throw error;
    }
  }

  /** forecastAt, with the failure turned into the api's 503. */
  async fieldWeather(lat: number, lng: number): Promise<FieldWeather> {
    try {
      return toFieldWeather(await this.forecastAt(lat, lng), { lat, lng });
    } catch (error) {
      if (error instanceof WeatherUnavailable) throw weatherUnavailable();
      throw error;
    }
  }
}
