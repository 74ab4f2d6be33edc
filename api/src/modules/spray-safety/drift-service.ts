import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { compassOfDegrees, type Forecast, type ForecastHour } from '../../providers/weather';
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
import { measuresOn, movesFor, nothingPlanned, plannedGroups } from './plan';
import { driftZoneGeometry, type SweptShape } from './store';
import type { WeatherService } from './weather-service';

type ZoneProperties = Omit<DriftZone['properties'], 'field'>;
type Inputs = Omit<DriftInputs, 'activeIngredients'> & { activeIngredients: readonly number[] };
/** What a zone needs of a field: which it is, where, and whether its county's measures apply. */
type FieldPlace = {
  uuid: string;
  center: { lat: number; lng: number };
  endangered_species_measures?: boolean;
};

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
  async driftZone(fieldUuid: string, inputs: Inputs): Promise<DriftZone> {
    return this.zoneOfField(await this.deps.fields.field(fieldUuid), inputs);
  }

  private async zoneOfField(field: FieldPlace, inputs: Inputs): Promise<DriftZone> {
    const zone = await this.zoneOf({ field: field.uuid }, field.center, inputs);
    return {
      type: 'Feature',
      geometry: zone.geometry,
      properties: { field: field.uuid, ...zone.properties },
    };
  }

  /**
   * The drift zone of a boundary as it was, not of the field as it is now: a saved report's
   * zone is drawn from the boundary it recorded. `at` is a point of it (for its UTM zone).
   */
  driftZoneOfBoundary(
    boundary: string,
    at: { lat: number; lng: number },
    inputs: Inputs,
  ): Promise<Omit<DriftZone, 'type' | 'properties'> & { properties: ZoneProperties }> {
    return this.zoneOf({ boundary }, at, inputs);
  }

  private async zoneOf(
    shape: SweptShape,
    at: { lat: number; lng: number },
    inputs: Inputs,
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
    if (request.wind_speed_mph === undefined || request.wind_direction_deg === undefined)
      return this.forecastZone(viewer, field, await this.deps.weather.forecastFor(field.center), request);
    return this.zoneOfField(field, {
      ...(await this.sprayInputs(viewer, field, request)),
      windSpeedMph: request.wind_speed_mph,
      windDirectionDeg: request.wind_direction_deg,
    });
  }

  /**
   * The zone of one of the viewer's fields, already found, in an hour of a forecast already read
   * (the first when none is asked): the field call's `drift` reads the forecast its weather shows.
   */
  async forecastZone(
    viewer: Viewer,
    field: FieldPlace,
    forecast: Forecast,
    request: PlannedSpray & { hour?: number | undefined } = {},
  ): Promise<DriftZone> {
    const hour = forecast.hours[Math.min(request.hour ?? 0, forecast.hours.length - 1)] as ForecastHour;
    const zone = await this.zoneOfField(field, {
      ...(await this.sprayInputs(viewer, field, request)),
      windSpeedMph: hour.windSpeedMph,
      windDirectionDeg: hour.windDirection === 'CALM' ? 0 : hour.windDirectionDeg,
    });
    return { ...zone, properties: { ...zone.properties, weather_source: forecast.source } };
  }

  /** The plan's actives, droplets and boom (Coarse at 24 in by default); nothing named reads no catalogue. */
  private async sprayInputs(viewer: Viewer, field: FieldPlace, request: PlannedSpray) {
    const actives = nothingPlanned(request)
      ? []
      : await this.deps.catalog.sprayActives(viewer, plannedGroups(request));
    return {
      dropletClass: request.droplet_class ?? DEFAULT_DROPLET_CLASS,
      boomHeightIn: request.boom_height_in ?? DEFAULT_BOOM_HEIGHT_IN,
      activeIngredients: actives.map((active) => active.id),
      endangeredSpecies: measuresOn(request, field),
    };
  }
}
