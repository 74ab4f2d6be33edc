import type { Viewer } from '../../auth/viewer';
import type { FarmField, FieldsService } from '../farms/service';
import type { DriftZone } from '../spray-safety/answers';
import type { DriftService } from '../spray-safety/drift-service';
import type { WeatherNow, WeatherService } from '../spray-safety/weather-service';
import type { MapField } from './store';

// The field call's feature properties of spec 3 beyond what the map knows of a field: its
// weather in the first forecast hour, its drift zone then, and its disputes. Each comes from the
// module that owns it (the weather source, spray-safety, farms); one forecast feeds both the
// weather and the drift, and the look-ups run side by side.

export type FieldProperties = {
  /** Null when the weather source did not answer: no stale or sample weather takes its place. */
  weather: WeatherNow | null;
  /** The viewer's own fields only; null for others' and when there is no weather. */
  drift: DriftZone | null;
  /** Other accounts' fields overlapping this one past the tolerance; none for a free field. */
  dispute_fields: FarmField['dispute_fields'];
};

export const noProperties: FieldProperties = { weather: null, drift: null, dispute_fields: [] };

export class FieldPropertiesReader {
  constructor(
    private readonly deps: { fields: FieldsService; weather: WeatherService; drift: DriftService },
  ) {}

  /**
   * A field's weather, drift and disputes as the viewer may see them, read side by side. The
   * drift zone is the physical drift of the first hour's wind for a Coarse spray at 24 in with
   * nothing named in the tank, so no label buffer (nor the county's measures) applies; a planned
   * spray's zone is the drift call's.
   */
  async of(viewer: Viewer, field: MapField): Promise<FieldProperties> {
    const forecast = this.deps.weather.forecastOrNone(field.center);
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
      field.account === null ? [] : this.deps.fields.fieldDisputes(field.uuid),
    ]);
    return { weather: read ? this.deps.weather.now(read) : null, drift: zone, dispute_fields: disputes };
  }
}
