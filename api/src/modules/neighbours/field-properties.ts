import type { Viewer } from '../../auth/viewer';
import { type Forecast, WeatherUnavailable } from '../../providers/weather';
import type { FarmField, FieldsService } from '../farms/service';
import type { DriftZone } from '../spray-safety/answers';
import type { DriftService } from '../spray-safety/drift-service';
import type { WeatherService } from '../spray-safety/weather-service';
import type { MapField } from './store';

// The field call's feature properties of spec 3 beyond what the map knows of a field: its
// weather in the first forecast hour, its drift zone then, and its disputes. Each comes from the
// module that owns it (the weather source, spray-safety, farms); one forecast feeds both the
// weather and the drift, and the look-ups run side by side.

/** Spec 3's weather: the first forecast hour at the field, and whose forecast it is. */
export type WeatherNow = {
  temperature_0: number;
  wind_speed_0: number;
  wind_dir_0: string;
  chance_of_rain_0: number;
  /** 'sample' is made up and is labelled 'Sample forecast' wherever it shows. */
  source: Forecast['source'];
  issued_at: string;
};

export type FieldProperties = {
  /** Null when the weather source did not answer: no stale or sample weather takes its place. */
  weather: WeatherNow | null;
  /** The viewer's own fields only; null for others' and when there is no weather. */
  drift: DriftZone | null;
  /** Other accounts' fields overlapping this one past the tolerance; none for a free field. */
  dispute_fields: FarmField['dispute_fields'];
};

export const noProperties: FieldProperties = { weather: null, drift: null, dispute_fields: [] };

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

export class FieldPropertiesReader {
  constructor(
    private readonly deps: { fields: FieldsService; weather: WeatherService; drift: DriftService },
  ) {}

  /** The forecast at a place, or null when the source fails (the field still shows). */
  private async forecastAt(place: { lat: number; lng: number }): Promise<Forecast | null> {
    try {
      return await this.deps.weather.forecastAt(place.lat, place.lng);
    } catch (error) {
      if (error instanceof WeatherUnavailable) return null;
      throw error;
    }
  }

  /**
   * A field's weather, drift and disputes as the viewer may see them, read side by side. The
   * drift zone is the physical drift of the first hour's wind for a Coarse spray at 24 in with
   * nothing named in the tank, so no label buffer (nor the county's measures) applies; a planned
   * spray's zone is the drift call's.
   */
  async of(viewer: Viewer, field: MapField): Promise<FieldProperties> {
    const forecast = this.forecastAt(field.center);
    const drift =
      field.account === viewer.accountId
        ? forecast.then((read) =>
            read && read.hours.length > 0 ? this.deps.drift.forecastZone(viewer, field, read) : null,
          )
        : null;
    const [read, zone, disputes] = await Promise.all([
      forecast,
      drift,
      // Only farm fields are in dispute; a free CLU field has none.
      field.account === null ? [] : this.deps.fields.disputesOf(field.uuid),
    ]);
    return { weather: read ? weatherNow(read) : null, drift: zone, dispute_fields: disputes };
  }
}
