import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { brandsOf } from '../catalog/brands';
import type { CatalogService } from '../catalog/service';
import type { FieldsService } from '../farms/service';
import { compassOfDegrees, type ForecastHour } from '../weather/forecast';
import {
  toFieldWeather,
  type WeatherService,
  WeatherUnavailable,
  weatherUnavailable,
} from '../weather/service';
import { timeZoneAt } from '../weather/time-zone';
import type { AdjacentField, DriftZone, Sprayability, SprayHour, SprayPlan } from './answers';
import {
  DEFAULT_BOOM_HEIGHT_IN,
  DEFAULT_DROPLET_CLASS,
  type DriftInputs,
  downwindMoves,
  driftDistance,
  utmSrid,
} from './drift-model';
import { forecastHourFacts, localDate } from './hour-facts';
import { type DownwindCrop, judgeHour, labelsInTank, unregisteredProducts } from './label-rules';
import { explain, GOOD_INDEX, scoreHour, sprayWindows } from './sprayability';
import {
  driftZoneGeometry,
  fieldsInZones,
  fieldsNear,
  type Move,
  type NearbyField,
  type SweptShape,
} from './store';

/** A field is adjacent within a quarter mile of the field's edge (or further, if drift reaches). */
export const ADJACENT_METRES = 402;

export type {
  AdjacentField,
  DriftZone,
  LabelInTank,
  Sprayability,
  SprayHour,
  SprayPlan,
} from './answers';

const plannedGroups = (plan: SprayPlan) => ({
  herbicide_groups: plan.herbicide_groups,
  tank_mix: plan.tank_mix,
});
/** Whether the endangered-species measures apply: the plan may say, else the field's own switch. */
export const measuresOn = (plan: SprayPlan, field: { endangered_species_measures?: boolean }) =>
  plan.endangered_species ?? field.endangered_species_measures === true;
const nothingPlanned = (plan: SprayPlan) => plan.tank_mix === undefined && !plan.herbicide_groups?.length;

/** The moves that sweep a field for one hour's wind; all round in calm air (no direction). */
function movesFor(
  hour: Pick<ForecastHour, 'windDirection' | 'windDirectionDeg'>,
  distanceFt: number,
): Move[] {
  if (hour.windDirection === 'CALM')
    return [0, 90, 180, 270].flatMap((from) => downwindMoves(from, distanceFt));
  return downwindMoves(hour.windDirectionDeg, distanceFt);
}

type ZoneProperties = Omit<DriftZone['properties'], 'field'>;

export class SprayService {
  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogService;
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
    request: SprayPlan & {
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
      const forecast = await this.forecast(field.center);
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

  /**
   * The fields around one of the viewer's fields, each judged against the planned spray by the
   * catalogue's compatibility. Spray planners call this to find whom to warn.
   */
  async adjacentFields(
    viewer: Viewer,
    uuid: string,
    plan: SprayPlan,
    metres = ADJACENT_METRES,
  ): Promise<AdjacentField[]> {
    await this.deps.fields.ownField(viewer, uuid);
    const nearby = await fieldsNear(this.deps.db, uuid, viewer.accountId, metres);
    return this.judged(viewer, nearby, plan);
  }

  private async judged(viewer: Viewer, nearby: NearbyField[], plan: SprayPlan): Promise<AdjacentField[]> {
    const catalogue = await this.deps.catalog.load();
    const judgeable = nearby.filter((field) => field.crop !== null && !field.isBuilding);
    const verdicts = nothingPlanned(plan)
      ? []
      : await this.deps.catalog.compatibility(viewer, {
          ...plannedGroups(plan),
          targets: judgeable.map((field) => ({ crop: field.crop as number, crop_trait: field.cropTrait })),
        });
    return nearby.map((field) => {
      const index = judgeable.indexOf(field);
      const verdict = index === -1 ? undefined : verdicts[index];
      const crop = field.crop === null ? undefined : catalogue.crops.get(field.crop);
      const trait = field.cropTrait === null ? undefined : catalogue.traits.get(field.cropTrait);
      const own = field.accountId === viewer.accountId;
      return {
        uuid: field.uuid,
        name: own ? field.name : null,
        own,
        crop: field.crop,
        crop_trait: field.cropTrait,
        label: crop ? (trait ? `${crop.name} – ${trait.trait_name}` : crop.name) : null,
        is_building: field.isBuilding,
        distance_ft: Math.round(field.distanceM / 0.3048),
        compatible: verdict ? verdict.safe : null,
        injuring: verdict ? verdict.injuring.map((active) => active.name) : [],
        geometry: JSON.parse(field.geometry),
      };
    });
  }

  /**
   * The incompatible fields inside the field's drift zone in the current forecast hour, with
   * the accounts that own them: whom a spray planner must warn (the same computation as the
   * index's downwind neighbours). Throws the 503 without weather.
   */
  async incompatibleDownwind(
    viewer: Viewer,
    uuid: string,
    plan: SprayPlan,
  ): Promise<(AdjacentField & { account_id: number | null })[]> {
    const field = await this.deps.fields.ownField(viewer, uuid);
    const [now] = (await this.forecast(field.center)).hours;
    if (!now) return [];
    const actives = (await this.deps.catalog.sprayActives(viewer, plannedGroups(plan))).map(
      (active) => active.name,
    );
    const { adjacent, downwind, accounts } = await this.downwindFor(viewer, field, plan, actives, [now]);
    const inside = new Set((downwind[0] ?? []).map((each) => each.uuid));
    return adjacent
      .filter((each) => inside.has(each.uuid))
      .map((each) => ({
        ...each,
        // Null for noted free land: nobody in the product to tell, so no notice goes out for it.
        account_id: accounts.get(each.uuid) ?? null,
      }));
  }

  /**
   * The fields around one of the viewer's fields judged against the plan, and for each wind
   * given the crops the tank would injure inside that wind's drift zone: one computation for
   * the index, the label rules, the start check and the map.
   */
  async downwindFor(
    viewer: Viewer,
    field: { uuid: string; center: { lat: number; lng: number }; endangered_species_measures?: boolean },
    plan: SprayPlan,
    actives: readonly string[],
    winds: readonly Pick<ForecastHour, 'windSpeedMph' | 'windDirection' | 'windDirectionDeg'>[],
  ): Promise<{
    adjacent: AdjacentField[];
    downwind: DownwindCrop[][];
    accounts: Map<string, number | null>;
  }> {
    const how = {
      dropletClass: plan.droplet_class ?? DEFAULT_DROPLET_CLASS,
      boomHeightIn: plan.boom_height_in ?? DEFAULT_BOOM_HEIGHT_IN,
      activeIngredients: actives,
      endangeredSpecies: measuresOn(plan, field),
    };
    const moves = winds.flatMap((wind, index) => {
      const { distanceFt } = driftDistance({
        ...how,
        windSpeedMph: wind.windSpeedMph,
        windDirectionDeg: wind.windDirectionDeg,
      });
      return movesFor(wind, distanceFt).map((move) => ({ ...move, hour: index, distanceFt }));
    });
    const reachM = Math.max(0, ...moves.map((move) => move.distanceFt * 0.3048));
    const nearby = await fieldsNear(
      this.deps.db,
      field.uuid,
      viewer.accountId,
      Math.max(ADJACENT_METRES, reachM + 10),
    );
    const adjacent = await this.judged(viewer, nearby, plan);
    const incompatible = adjacent.filter((each) => each.compatible === false);
    const inZones = await fieldsInZones(
      this.deps.db,
      field.uuid,
      utmSrid(field.center.lat, field.center.lng),
      moves,
      incompatible.map((each) => each.uuid),
    );
    const catalogue = await this.deps.catalog.load();
    const downwind = winds.map((_wind, index) =>
      incompatible
        .filter((each) => inZones.some((hit) => hit.hour === index && hit.uuid === each.uuid))
        .map((each) => ({
          uuid: each.uuid,
          crop: (each.crop !== null && catalogue.crops.get(each.crop)?.name) || 'unknown',
          label: each.label ?? 'a neighbouring crop',
          injuredBy: each.injuring,
        })),
    );
    return { adjacent, downwind, accounts: new Map(nearby.map((near) => [near.uuid, near.accountId])) };
  }

  /**
   * The fields a spray of these fields reaches: those the tank injures inside the drift zone of
   * the wind measured at the start, or of the forecast's for its hour (a start before the
   * forecast's first hour takes that hour). The index's downwind neighbours come from the same
   * computation, so whoever the index shows downwind is told, and no one else. Throws the 503
   * without weather.
   */
  async sprayReach(
    viewer: Viewer,
    request: {
      fieldUuids: string[];
      plan: SprayPlan;
      startedAt: Date;
      measured?: { speedMph: number; fromDeg: number } | undefined;
    },
  ): Promise<string[]> {
    const actives = (await this.deps.catalog.sprayActives(viewer, plannedGroups(request.plan))).map(
      (active) => active.name,
    );
    const reached = new Set<string>();
    for (const uuid of request.fieldUuids) {
      const field = await this.deps.fields.ownField(viewer, uuid);
      const { hours } = await this.forecast(field.center);
      const start = request.startedAt.getTime();
      const hour =
        hours.find((each) => Date.parse(each.time) <= start && Date.parse(each.time) + 3_600_000 > start) ??
        (hours[0] as ForecastHour);
      const winds = [
        hour,
        ...(request.measured
          ? [
              {
                windSpeedMph: request.measured.speedMph,
                windDirection: request.measured.speedMph === 0 ? 'CALM' : 'MEASURED',
                windDirectionDeg: request.measured.fromDeg,
              },
            ]
          : []),
      ];
      const { downwind } = await this.downwindFor(viewer, field, request.plan, actives, winds);
      for (const each of downwind.flat()) reached.add(each.uuid);
    }
    return [...reached];
  }

  /** The index now and for each forecast hour, the spray windows, and the judged neighbours. */
  async sprayability(viewer: Viewer, uuid: string, plan: SprayPlan): Promise<Sprayability> {
    const field = await this.deps.fields.ownField(viewer, uuid);
    const forecast = await this.forecast(field.center);
    const { actives, named } = await this.tankOf(viewer, plan);
    const { adjacent, downwind: downwindByHour } = await this.downwindFor(
      viewer,
      field,
      plan,
      actives,
      forecast.hours,
    );
    const timeZone = timeZoneAt(field.center.lat, field.center.lng);
    const tank = (time: Date) => ({
      actives,
      named,
      date: localDate(time, timeZone),
      endangeredSpecies: measuresOn(plan, field),
    });
    const hours: SprayHour[] = forecast.hours.map((hour, index) => {
      const downwind = downwindByHour[index] ?? [];
      const score = scoreHour({
        time: new Date(hour.time),
        windSpeedMph: hour.windSpeedMph,
        temperatureF: hour.temperatureF,
        chanceOfRain: hour.chanceOfRain,
        lat: field.center.lat,
        lng: field.center.lng,
        incompatibleDownwind: [...new Set(downwind.map((each) => each.label))],
      });
      const verdict = judgeHour(
        tank(new Date(hour.time)),
        forecastHourFacts(forecast.hours, index, field.center, downwind),
      );
      return { time: hour.time, ...score, ...verdict };
    });
    const now = hours[0] as SprayHour;
    const today = tank(new Date(now.time));
    const unregistered = new Set(unregisteredProducts(today).map((product) => product.name));
    return {
      field: uuid,
      index: now.index,
      good: now.allowed && now.index >= GOOD_INDEX,
      allowed: now.allowed,
      breaches: now.breaches,
      cautions: now.cautions,
      reasons: now.reasons,
      explanation: explain(now),
      weather: toFieldWeather(forecast, field.center),
      hours,
      labels: labelsInTank(today).map((label) => ({
        id: label.id,
        title: label.title,
        active: label.active,
        products: label.products.map((product) => ({
          name: product.name,
          epa_reg_number: product.epa_reg_number,
          registration: product.registration,
          registered: !unregistered.has(product.name),
        })),
      })),
      windows: sprayWindows(hours),
      active_ingredients: actives,
      // The map colours the fields next to this one; those further off only count when downwind.
      adjacent_fields: adjacent.filter((each) => each.distance_ft * 0.3048 <= ADJACENT_METRES),
    };
  }

  /**
   * What the tank carries, as the label rules read it: its actives' names, and the products its
   * tank mix names, by the active each carries (the catalogue lists each active's brands).
   */
  async tankOf(
    viewer: Viewer,
    plan: SprayPlan,
  ): Promise<{ actives: string[]; named: Record<string, string[]> }> {
    const actives = await this.deps.catalog.sprayActives(viewer, plannedGroups(plan));
    const products = await this.deps.catalog.sprayProducts(viewer, { tank_mix: plan.tank_mix });
    const named: Record<string, string[]> = {};
    for (const active of actives) {
      const brands = brandsOf([active]).map((brand) => brand.toLowerCase());
      const carried = products.filter((product) => brands.includes(product.toLowerCase()));
      if (carried.length > 0) named[active.name] = carried;
    }
    return { actives: actives.map((active) => active.name), named };
  }

  /** The forecast at a place; the weather message as a 503 when the source fails. */
  async forecast(center: { lat: number; lng: number }) {
    try {
      return await this.deps.weather.forecastAt(center.lat, center.lng);
    } catch (error) {
      if (error instanceof WeatherUnavailable) throw weatherUnavailable();
      throw error;
    }
  }
}
