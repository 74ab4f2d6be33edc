import type { DropletClass } from '@field-boundaries/contract/sprayer';
import DataLoader from 'dataloader';
import { oneCallEach } from './batch';
import { type Upstream, unwrap } from './client';
import type { UpstreamErrorBody } from './errors';

// The forecast reads behind a field's weather, drift zone and sprayability, for each field of a
// list (a farm's fields, each judged against the plan). The api answers 503 when the weather
// source fails; that is not a fault of this request but a state the screens show, so it becomes
// the result's `unavailable` message and never a guess.

/**
 * The schema's SprayPlanInput, as far as the forecast reads go; named here rather than imported
 * from generated/resolvers.ts, which imports the context that builds these loaders.
 */
type SprayPlanInput = {
  tankMix?: number | null;
  herbicideGroups?: readonly number[] | null;
  dropletClass?: DropletClass | null;
  boomHeightIn?: number | null;
  endangeredSpeciesMeasures?: boolean | null;
};

/** The plan as the api's query parameters (groups as one comma-separated list). */
function planQuery(plan: SprayPlanInput | null | undefined) {
  return {
    ...(plan?.tankMix != null ? { tank_mix: plan.tankMix } : {}),
    ...(plan?.herbicideGroups?.length ? { herbicide_groups: plan.herbicideGroups.join(',') } : {}),
    ...(plan?.dropletClass ? { droplet_class: plan.dropletClass } : {}),
    ...(plan?.boomHeightIn != null ? { boom_height_in: plan.boomHeightIn } : {}),
    ...(plan?.endangeredSpeciesMeasures != null
      ? { endangered_species: plan.endangeredSpeciesMeasures ? ('true' as const) : ('false' as const) }
      : {}),
  };
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The data, or the weather message of a 503; any other failure stays a GraphQL error. */
function orUnavailable<T>(
  answer: Answer<T>,
): { data: T; unavailable: null } | { data: null; unavailable: string } {
  if (answer.response.status === 503)
    return {
      data: null,
      unavailable:
        (answer.error as UpstreamErrorBody | undefined)?.errors?.[0] ?? 'Weather is unavailable right now.',
    };
  return { data: unwrap(answer), unavailable: null };
}

/** A field judged against a plan, at a forecast hour (the drift zone's only). */
export type FieldPlan = { uuid: string; plan?: SprayPlanInput | null; hour?: number | null };
/** Two asks of the same field with the same plan, however the plan was written, read once. */
const keyOf = ({ uuid, plan, hour }: FieldPlan) => JSON.stringify([uuid, planQuery(plan), hour ?? null]);

export function createForecastLoaders(upstream: Upstream) {
  const weather = async (uuid: string) =>
    orUnavailable(await upstream.GET('/farms/fields/{uuid}/weather/', { params: { path: { uuid } } }));
  const drift = async ({ uuid, plan, hour }: FieldPlan) =>
    orUnavailable(
      await upstream.GET('/farms/fields/{uuid}/drift/', {
        params: { path: { uuid }, query: { ...planQuery(plan), ...(hour != null ? { hour } : {}) } },
      }),
    );
  const sprayability = async ({ uuid, plan }: FieldPlan) =>
    orUnavailable(
      await upstream.GET('/farms/fields/{uuid}/sprayability/', {
        params: { path: { uuid }, query: planQuery(plan) },
      }),
    );
  const adjacentFields = async ({ uuid, plan }: FieldPlan) =>
    unwrap(
      await upstream.GET('/farms/fields/{uuid}/adjacent/', {
        params: { path: { uuid }, query: planQuery(plan) },
      }),
    );
  return {
    weather: new DataLoader(oneCallEach(weather)),
    drift: new DataLoader(oneCallEach(drift), { cacheKeyFn: keyOf }),
    sprayability: new DataLoader(oneCallEach(sprayability), { cacheKeyFn: keyOf }),
    adjacentFields: new DataLoader(oneCallEach(adjacentFields), { cacheKeyFn: keyOf }),
  };
}
