import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import type { ForecastHour } from '../../providers/weather';
import { brandsOf } from '../catalogue/brands';
import type { CatalogueService } from '../catalogue/service';
import type { FieldsService } from '../farms/service';
import type { AdjacentField, PlannedSpray } from './answers';
import { DEFAULT_BOOM_HEIGHT_IN, DEFAULT_DROPLET_CLASS, driftDistance, utmSrid } from './drift-model';
import type { DownwindCrop, SprayedCrop } from './label-rules';
import { ADJACENT_METRES, measuresOn, movesFor, nothingPlanned, plannedGroups } from './plan';
import { fieldsNear, type NearbyField } from './store';
import { ADJACENT_TOWARD_METRES, blowsToward } from './toward';
import type { WeatherService } from './weather-service';
import { ZoneHits } from './zone-hits';

export type {
  AdjacentField,
  DriftZone,
  LabelInTank,
  PlannedSpray,
  Sprayability,
  SprayHour,
} from './answers';
export { ADJACENT_METRES, measuresOn } from './plan';

/** The fields around a field judged against a planned spray, and those its drift reaches. */
export class SprayService {
  /** Drift sweeps already answered, kept by every input they depend on (zone-hits.ts). */
  private readonly zoneHits = new ZoneHits();

  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogueService;
      weather: WeatherService;
    },
  ) {}

  /**
   * The fields around one of the viewer's fields, each judged against the planned spray by the
   * catalogue's compatibility. Spray planners call this to find whom to warn.
   */
  async adjacentFields(
    viewer: Viewer,
    uuid: string,
    plan: PlannedSpray,
    metres = ADJACENT_METRES,
  ): Promise<AdjacentField[]> {
    await this.deps.fields.ownField(viewer, uuid);
    const { fields: nearby } = await fieldsNear(this.deps.db, uuid, viewer.accountId, metres);
    return this.judged(viewer, nearby, plan);
  }

  private async judged(viewer: Viewer, nearby: NearbyField[], plan: PlannedSpray): Promise<AdjacentField[]> {
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
    plan: PlannedSpray,
  ): Promise<(AdjacentField & { account_id: number | null })[]> {
    const field = await this.deps.fields.ownField(viewer, uuid);
    const [now] = (await this.forecast(field.center)).hours;
    if (!now) return [];
    const actives = (await this.deps.catalog.sprayActives(viewer, plannedGroups(plan))).map(
      (active) => active.name,
    );
    const { adjacent, downwind, accounts } = await this.downwindFor(viewer, field, plan, actives, [now]);
    const inside = new Set((downwind[0] ?? []).filter((each) => !each.residential).map((each) => each.uuid));
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
    plan: PlannedSpray,
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
    const { fieldShape, fields: nearby } = await fieldsNear(
      this.deps.db,
      field.uuid,
      viewer.accountId,
      Math.max(ADJACENT_METRES, reachM + 10),
    );
    const adjacent = await this.judged(viewer, nearby, plan);
    const incompatible = adjacent.filter((each) => each.compatible === false);
    // Buildings count for the labels that name residential areas (dicamba): in the zone or beside
    // the field with the wind toward them.
    const buildings = nothingPlanned(plan) ? [] : adjacent.filter((each) => each.is_building);
    // A field with no crop recorded may hold sensitive plants: judged as unknown, never left out.
    const unrecorded = nothingPlanned(plan)
      ? []
      : adjacent.filter((each) => each.crop === null && !each.is_building);
    const judgedNear = [...incompatible, ...buildings, ...unrecorded];
    const shapes = new Map(nearby.map((near) => [near.uuid, near.shape]));
    const inZones = await this.zoneHits.fieldsInZones(
      this.deps.db,
      { uuid: field.uuid, shape: fieldShape ?? '' },
      utmSrid(field.center.lat, field.center.lng),
      moves,
      judgedNear.map((each) => ({
        uuid: each.uuid,
        shape: shapes.get(each.uuid) ?? '',
      })),
    );
    const catalogue = await this.deps.catalog.load();
    // What lies beside the field, judged by the wind's direction toward it (toward.ts), whatever
    // the drift zone's reach: the labels' "blowing toward adjacent sensitive plants".
    const beside = judgedNear.filter((each) => each.distance_ft * 0.3048 <= ADJACENT_TOWARD_METRES);
    const downwind = winds.map((wind, index) => {
      const from = wind.windDirection === 'CALM' ? null : wind.windDirectionDeg;
      const reached = new Set([
        ...inZones.filter((hit) => hit.hour === index).map((hit) => hit.uuid),
        ...beside.filter((each) => blowsToward(field.center, each.geometry, from)).map((each) => each.uuid),
      ]);
      return judgedNear
        .filter((each) => reached.has(each.uuid))
        .map((each) =>
          each.is_building
            ? {
                uuid: each.uuid,
                crop: 'building',
                label: 'a building (residential area)',
                injuredBy: [],
                residential: true,
              }
            : each.crop === null
              ? {
                  uuid: each.uuid,
                  crop: 'unknown',
                  label:
                    each.own && each.name
                      ? `${each.name} (no crop recorded)`
                      : 'a neighbouring field with no crop recorded',
                  injuredBy: [],
                  cropUnknown: true,
                }
              : {
                  uuid: each.uuid,
                  crop: (each.crop !== null && catalogue.crops.get(each.crop)?.name) || 'unknown',
                  label: each.label ?? 'a neighbouring crop',
                  injuredBy: each.injuring,
                },
        );
    });
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
      plan: PlannedSpray;
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
      // Buildings are judged, not told: a notice goes to a neighbour's crop.
      for (const each of downwind.flat()) if (!each.residential) reached.add(each.uuid);
    }
    return [...reached];
  }

  /**
   * The crop of the field being sprayed, judged against the tank as a neighbour's would be:
   * null when the field has no crop recorded (the labels' crop rules then answer "unknown").
   */
  async sprayedCrop(
    viewer: Viewer,
    field: { crop: number | null; crop_trait: number | null },
    plan: PlannedSpray,
  ): Promise<SprayedCrop | null> {
    if (field.crop === null) return null;
    const catalogue = await this.deps.catalog.load();
    const crop = catalogue.crops.get(field.crop);
    const trait = field.crop_trait === null ? undefined : catalogue.traits.get(field.crop_trait);
    const [verdict] = nothingPlanned(plan)
      ? []
      : await this.deps.catalog.compatibility(viewer, {
          ...plannedGroups(plan),
          targets: [{ crop: field.crop, crop_trait: field.crop_trait }],
        });
    return {
      crop: crop?.name ?? 'unknown',
      label: crop ? (trait ? `${crop.name} – ${trait.trait_name}` : crop.name) : 'the crop recorded',
      injuredBy: verdict ? verdict.injuring.map((active) => active.name) : [],
    };
  }

  /**
   * What the tank carries, as the label rules read it: its actives' names, and the products its
   * tank mix names, by the active each carries (the catalogue lists each active's brands).
   */
  async tankOf(
    viewer: Viewer,
    plan: PlannedSpray,
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
  forecast(center: { lat: number; lng: number }) {
    return this.deps.weather.forecastFor(center);
  }
}
