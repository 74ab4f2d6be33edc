import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import type { ForecastHour } from '../../providers/weather';
import type { Catalogue, Verdict } from '../catalogue/compatibility';
import type { AdjacentField, PlannedSpray } from './answers';
import { DEFAULT_BOOM_HEIGHT_IN, DEFAULT_DROPLET_CLASS, driftDistance, utmSrid } from './drift-model';
import type { DownwindCrop, SprayedCrop } from './label-rules';
import { ADJACENT_METRES, measuresOn, movesFor, nothingPlanned } from './plan';
import { fieldsNear, type NearbyField } from './store';
import { ADJACENT_TOWARD_METRES, blowsToward } from './toward';
import type { ZoneHits } from './zone-hits';

// The land around a field judged against a tank, and what lies downwind of each wind given: one
// sweep of the drift zone for all the winds at once. Whoever calls says how a crop is judged
// (NearJudge): the catalogue service asked per request, or a tank already read (a start).

/** How the crops around are judged against the tank: the catalogue, and its verdict per crop. */
export type NearJudge = {
  catalogue: Catalogue;
  verdicts(
    targets: { crop: number; crop_trait: number | null }[],
  ): Promise<Pick<Verdict, 'safe' | 'injuring'>[]>;
};

/** A field as a sweep reads it: which it is, where, its crop, and whether its county's measures apply. */
export type SweptField = {
  uuid: string;
  center: { lat: number; lng: number };
  endangered_species_measures?: boolean;
};

/** The fields around, each judged against the planned spray by the catalogue's compatibility. */
export async function adjacentJudged(
  viewer: Viewer,
  nearby: NearbyField[],
  plan: PlannedSpray,
  judge: NearJudge,
): Promise<AdjacentField[]> {
  const { catalogue } = judge;
  const judgeable = nearby.filter((field) => field.crop !== null && !field.isBuilding);
  const verdicts = nothingPlanned(plan)
    ? []
    : await judge.verdicts(
        judgeable.map((field) => ({ crop: field.crop as number, crop_trait: field.cropTrait })),
      );
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
 * The fields around one of the viewer's fields judged against the plan, and for each wind given
 * the crops the tank would injure inside that wind's drift zone: one computation for the index,
 * the label rules, the start and its notices, and the map.
 */
export async function sweepDownwind(
  deps: { db: Queryable; zoneHits: ZoneHits },
  viewer: Viewer,
  field: SweptField,
  plan: PlannedSpray,
  actives: readonly string[],
  winds: readonly Pick<ForecastHour, 'windSpeedMph' | 'windDirection' | 'windDirectionDeg'>[],
  judge: NearJudge,
): Promise<{ adjacent: AdjacentField[]; downwind: DownwindCrop[][]; accounts: Map<string, number | null> }> {
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
  const {
    fieldShape,
    fieldGeometry,
    fields: nearby,
  } = await fieldsNear(deps.db, field.uuid, viewer.accountId, Math.max(ADJACENT_METRES, reachM + 10));
  const adjacent = await adjacentJudged(viewer, nearby, plan, judge);
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
  const inZones = await deps.zoneHits.fieldsInZones(
    deps.db,
    { uuid: field.uuid, shape: fieldShape ?? '' },
    utmSrid(field.center.lat, field.center.lng),
    moves,
    judgedNear.map((each) => ({
      uuid: each.uuid,
      shape: shapes.get(each.uuid) ?? '',
    })),
  );
  const { catalogue } = judge;
  // What lies beside the field, judged by the wind's direction toward it (toward.ts), whatever
  // the drift zone's reach: the labels' "blowing toward adjacent sensitive plants".
  // Judged from the whole field's edge too, not its centre alone: grapes beside a strip's east end
  // are downwind of a south wind that the strip's centre sees far off to the side. Each wind
  // direction is judged once per neighbour, however many hours share it.
  const beside = judgedNear.filter((each) => each.distance_ft * 0.3048 <= ADJACENT_TOWARD_METRES);
  const ownShape = fieldGeometry ? JSON.parse(fieldGeometry) : undefined;
  const towardByWind = new Map<string, boolean>();
  const toward = (each: AdjacentField, from: number | null) => {
    const key = `${each.uuid}|${from}`;
    if (!towardByWind.has(key))
      towardByWind.set(key, blowsToward(field.center, each.geometry, from, ownShape));
    return towardByWind.get(key) as boolean;
  };
  const downwind = winds.map((wind, index) => {
    const from = wind.windDirection === 'CALM' ? null : wind.windDirectionDeg;
    const reached = new Set([
      ...inZones.filter((hit) => hit.hour === index).map((hit) => hit.uuid),
      ...beside.filter((each) => toward(each, from)).map((each) => each.uuid),
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
 * The crop of the field being sprayed, judged against the tank as a neighbour's would be:
 * null when the field has no crop recorded (the labels' crop rules then answer "unknown").
 */
export async function sprayedCropOf(
  field: { crop: number | null; crop_trait: number | null },
  plan: PlannedSpray,
  judge: NearJudge,
): Promise<SprayedCrop | null> {
  if (field.crop === null) return null;
  const crop = judge.catalogue.crops.get(field.crop);
  const trait = field.crop_trait === null ? undefined : judge.catalogue.traits.get(field.crop_trait);
  const [verdict] = nothingPlanned(plan)
    ? []
    : await judge.verdicts([{ crop: field.crop, crop_trait: field.crop_trait }]);
  return {
    crop: crop?.name ?? 'unknown',
    label: crop ? (trait ? `${crop.name} – ${trait.trait_name}` : crop.name) : 'the crop recorded',
    injuredBy: verdict ? verdict.injuring.map((active) => active.name) : [],
  };
}
