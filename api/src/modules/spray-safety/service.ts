import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import type { ForecastHour } from '../../providers/weather';
import type { CatalogueService } from '../catalogue/service';
import type { FieldsService } from '../farms/service';
import type { AdjacentField, PlannedSpray } from './answers';
import { adjacentJudged, type NearJudge, type SweptField, sprayedCropOf, sweepDownwind } from './downwind';
import type { DownwindCrop, SprayedCrop } from './label-rules';
import { ADJACENT_METRES, nothingPlanned, plannedGroups, productsByActive } from './plan';
import { fieldsNear } from './store';
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
export type { NearJudge } from './downwind';
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

  /** The catalogue service's verdicts on the plan, asked for the viewer's account. */
  private async catalogueJudge(viewer: Viewer, plan: PlannedSpray): Promise<NearJudge> {
    return {
      catalogue: await this.deps.catalog.load(),
      verdicts: async (targets) =>
        nothingPlanned(plan)
          ? []
          : this.deps.catalog.compatibility(viewer, { ...plannedGroups(plan), targets }),
    };
  }

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
    return adjacentJudged(viewer, nearby, plan, await this.catalogueJudge(viewer, plan));
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
   * given the crops the tank would injure inside that wind's drift zone, in one sweep (downwind.ts):
   * one computation for the index, the label rules, the start and its notices, and the map. A
   * start judges with the tank it has read (`judge`); others ask the catalogue.
   */
  async downwindFor(
    viewer: Viewer,
    field: SweptField,
    plan: PlannedSpray,
    actives: readonly string[],
    winds: readonly Pick<ForecastHour, 'windSpeedMph' | 'windDirection' | 'windDirectionDeg'>[],
    judge?: NearJudge,
  ): Promise<{
    adjacent: AdjacentField[];
    downwind: DownwindCrop[][];
    accounts: Map<string, number | null>;
  }> {
    return sweepDownwind(
      { db: this.deps.db, zoneHits: this.zoneHits },
      viewer,
      field,
      plan,
      actives,
      winds,
      judge ?? (await this.catalogueJudge(viewer, plan)),
    );
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
    return sprayedCropOf(field, plan, await this.catalogueJudge(viewer, plan));
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
    const { products } = await this.deps.catalog.sprayTank(viewer, { tank_mix: plan.tank_mix });
    return { actives: actives.map((active) => active.name), named: productsByActive(actives, products) };
  }

  /** The forecast at a place; the weather message as a 503 when the source fails. */
  forecast(center: { lat: number; lng: number }) {
    return this.deps.weather.forecastFor(center);
  }
}
