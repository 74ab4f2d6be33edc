import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { compassOfDegrees, type ForecastHour } from '../../providers/weather';
import type { CatalogueService } from '../catalogue/service';
import type { FieldsService } from '../farms/service';
import type { DriftZone, PlannedSpray } from './answers';
import {
  DEFAULT_BOOM_HEIGHT_IN,
  DEFAULT_DROPLET_CLASS,
  type DriftInputs,
  driftDistance,
  utmSrid,
} from './drift-model';
import { measuresOn, movesFor, plannedGroups } from './plan';
import { driftZoneGeometry, type SweptShape } from './store';
import type { WeatherService } from './weather-service';

type ZoneProperties = Omit<DriftZone['properties'], 'field'>;

/** The drift zone of a field, or of a boundary as it was (DRIFT_MODEL.md). */
export class DriftService {
  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogueService;
      weather: WeatherService;
    },
  ) {}

  /**
   * The drift zone of a field for given conditions (the TEAM interface; spray planners call it
   * with the wind of the hour they spray in). Active ingredients are catalogue ids.
   */
  async driftZone(
    fieldUuid: string,
    inputs: Omit<DriftInputs, 'activeIngredients'> & { activeIngredients: readonly number[] },
  ): Promise<DriftZone> {
    const field = await this.deps.fields.field(fieldUuid);
    const zone = await this.zoneOf({ field: fieldUuid }, field.center, inputs);
    return { type: 'Feature', geometry: zone.geometry, properties: { field: fieldUuid, ...zone.properties } };
  }

  /**
   * The drift zone of a boundary as it was, not of the field as it is now: a saved report's
   * zone is drawn from the boundary it recorded. `at` is a point of it (for its UTM zone).
   */
  driftZoneOfBoundary(
    boundary: string,
    at: { lat: number; lng: number },
    inputs: Omit<DriftInputs, 'activeIngredients'> & { activeIngredients: readonly number[] },
  ): Promise<Omit<DriftZone, 'type' | 'properties'> & { properties: ZoneProperties }> {
    return this.zoneOf({ boundary }, at, inputs);
  }

  private async zoneOf(
    shape: SweptShape,
    at: { lat: number; lng: number },
    inputs: Omit<DriftInputs, 'activeIngredients'> & { activeIngredients: readonly number[] },
  ): Promise<Omit<DriftZone, 'type' | 'properties'> & { properties: ZoneProperties }> {
    const catalogue = await this.deps.catalog.load();
    const names = inputs.activeIngredients.flatMap((id) => catalogue.actives.get(id)?.name ?? []);
    const distance = driftDistance({ ...inputs, activeIngredients: names });
    const moves = movesFor(
      { windDirection: inputs.windSpeedMph === 0 ? 'CALM' : 'N', windDirectionDeg: inputs.windDirectionDeg },
      distance.distanceFt,
    );
    const zone = await driftZoneGeometry(this.deps.db, shape, utmSrid(at.lat, at.lng), moves);
    return {
      geometry: zone.geometry ? JSON.parse(zone.geometry) : null,
      properties: {
        wind_speed_mph: inputs.windSpeedMph,
        wind_direction_deg: inputs.windDirectionDeg,
        wind_direction: inputs.windSpeedMph === 0 ? 'CALM' : compassOfDegrees(inputs.windDirectionDeg),
        droplet_class: inputs.dropletClass,
        boom_height_in: inputs.boomHeightIn,
        active_ingredients: names,
        distance_ft: distance.distanceFt,
        physical_distance_ft: distance.physicalFt,
        label_buffer: distance.labelBuffer,
        acres: Math.round(zone.acres * 100) / 100,
        weather_source: null,
      },
    };
  }

  /** `GET farms/fields/{uuid}/drift/`: the zone for the forecast's hour, or for the wind given. */
  async fieldDrift(
    viewer: Viewer,
    uuid: string,
    request: PlannedSpray & {
      hour?: number | undefined;
      wind_speed_mph?: number | undefined;
      wind_direction_deg?: number | undefined;
    },
  ): Promise<DriftZone> {
    const field = await this.deps.fields.ownField(viewer, uuid);
    const actives = await this.deps.catalog.sprayActives(viewer, plannedGroups(request));
    let wind = { speed: request.wind_speed_mph, from: request.wind_direction_deg };
    let source: DriftZone['properties']['weather_source'] = null;
    if (wind.speed === undefined || wind.from === undefined) {
      const forecast = await this.deps.weather.forecastFor(field.center);
      const hour = forecast.hours[Math.min(request.hour ?? 0, forecast.hours.length - 1)] as ForecastHour;
      wind = { speed: hour.windSpeedMph, from: hour.windDirection === 'CALM' ? 0 : hour.windDirectionDeg };
      source = forecast.source;
    }
    const zone = await this.driftZone(uuid, {
      windSpeedMph: wind.speed ?? 0,
      windDirectionDeg: wind.from ?? 0,
      dropletClass: request.droplet_class ?? DEFAULT_DROPLET_CLASS,
      boomHeightIn: request.boom_height_in ?? DEFAULT_BOOM_HEIGHT_IN,
      activeIngredients: actives.map((active) => active.id),
      endangeredSpecies: measuresOn(request, field),
    });
    return { ...zone, properties: { ...zone.properties, weather_source: source } };
  }
}
