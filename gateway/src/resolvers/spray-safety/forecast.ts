import type { SprayPlanInput } from '../../generated/resolvers';
import { type Upstream, unwrap } from '../../upstream/client';
import type { UpstreamErrorBody } from '../../upstream/errors';

// The forecast reads behind a field's weather, drift zone and sprayability. The api answers 503
// when the weather source fails; that is not a fault of this request but a state the screens
// show, so it becomes the result's `unavailable` message and never a guess.

/** The plan as the api's query parameters (groups as one comma-separated list). */
export function planQuery(plan: SprayPlanInput | null | undefined) {
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
export function orUnavailable<T>(
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

/** A field's drift zone for the plan and forecast hour, or why there is none. */
export async function drift(
  upstream: Upstream,
  uuid: string,
  plan: SprayPlanInput | null | undefined,
  hour: number | null | undefined,
) {
  const answer = orUnavailable(
    await upstream.GET('/farms/fields/{uuid}/drift/', {
      params: { path: { uuid }, query: { ...planQuery(plan), ...(hour != null ? { hour } : {}) } },
    }),
  );
  return { zone: answer.data, unavailable: answer.unavailable };
}
