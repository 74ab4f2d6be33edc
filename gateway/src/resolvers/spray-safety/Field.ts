import type {
  AdjacentFieldResolvers,
  DriftZoneResolvers,
  FieldResolvers,
  FieldWeatherResolvers,
  LabelBreachResolvers,
  LabelProductResolvers,
  LabelRuleKind,
  LabelTier,
  QueryResolvers,
  SprayabilityResolvers,
  SprayPlanInput,
  WeatherHourResolvers,
} from '../../generated/resolvers';
import { type Upstream, unwrap } from '../../upstream/client';
import type { UpstreamErrorBody } from '../../upstream/errors';
import type { ApiLabelBreach } from '../../upstream/types';

// A field's weather, drift zone and sprayability. The api answers 503 when the weather source
// fails; that is not a fault of this request but a state the screens show, so it becomes the
// result's `unavailable` message and never a guess.

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

async function drift(
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

export const FieldSprayQuery: Pick<QueryResolvers, 'fieldDrift' | 'adjacentFields'> = {
  fieldDrift: (_root, { uuid, plan, hour }, { upstream }) => drift(upstream, uuid, plan, hour),
  adjacentFields: async (_root, { uuid, plan }, { upstream }) =>
    unwrap(
      await upstream.GET('/farms/fields/{uuid}/adjacent/', {
        params: { path: { uuid }, query: planQuery(plan) },
      }),
    ),
};

export const FieldSprayFields: Pick<FieldResolvers, 'weather' | 'drift' | 'spray'> = {
  weather: async (field, _args, { upstream }) => {
    const answer = orUnavailable(
      await upstream.GET('/farms/fields/{uuid}/weather/', { params: { path: { uuid: field.uuid } } }),
    );
    return { weather: answer.data, unavailable: answer.unavailable };
  },
  drift: async (field, { plan, hour }, { upstream }) => {
    const answer = orUnavailable(
      await upstream.GET('/farms/fields/{uuid}/drift/', {
        params: {
          path: { uuid: field.uuid },
          query: { ...planQuery(plan), ...(hour != null ? { hour } : {}) },
        },
      }),
    );
    return { zone: answer.data, unavailable: answer.unavailable };
  },
  spray: async (field, { plan }, { upstream }) => {
    const params = { path: { uuid: field.uuid }, query: planQuery(plan) };
    const answer = orUnavailable(await upstream.GET('/farms/fields/{uuid}/sprayability/', { params }));
    if (answer.data)
      return { sprayability: answer.data, unavailable: null, adjacentFields: answer.data.adjacent_fields };
    // Without weather there is no index, but the neighbours can still be judged.
    const adjacent = unwrap(await upstream.GET('/farms/fields/{uuid}/adjacent/', { params }));
    return { sprayability: null, unavailable: answer.unavailable, adjacentFields: adjacent };
  },
};

export const FieldWeather: FieldWeatherResolvers = {
  temperature0: (weather) => weather.temperature_0,
  windSpeed0: (weather) => weather.wind_speed_0,
  windDir0: (weather) => weather.wind_dir_0,
  chanceOfRain0: (weather) => weather.chance_of_rain_0,
  source: (weather) => (weather.source === 'nws' ? 'NWS' : 'SAMPLE'),
  issuedAt: (weather) => weather.issued_at,
  timeZone: (weather) => weather.time_zone,
};

export const WeatherHour: WeatherHourResolvers = {
  windSpeed: (hour) => hour.wind_speed,
  windDir: (hour) => hour.wind_dir,
  windDirDeg: (hour) => hour.wind_dir_deg,
  chanceOfRain: (hour) => hour.chance_of_rain,
  relativeHumidity: (hour) => hour.relative_humidity,
};

export const AdjacentField: AdjacentFieldResolvers = {
  isBuilding: (field) => field.is_building,
  distanceFt: (field) => field.distance_ft,
  polygons: (field) => field.geometry.coordinates,
};

export const DriftZone: DriftZoneResolvers = {
  polygons: (zone) => zone.geometry?.coordinates ?? [],
  windSpeedMph: (zone) => zone.properties.wind_speed_mph,
  windDirectionDeg: (zone) => zone.properties.wind_direction_deg,
  windDirection: (zone) => zone.properties.wind_direction,
  dropletClass: (zone) => zone.properties.droplet_class,
  boomHeightIn: (zone) => zone.properties.boom_height_in,
  activeIngredients: (zone) => zone.properties.active_ingredients,
  distanceFt: (zone) => zone.properties.distance_ft,
  physicalDistanceFt: (zone) => zone.properties.physical_distance_ft,
  labelBufferFt: (zone) => zone.properties.label_buffer?.downwind_ft ?? null,
  labelBufferActive: (zone) => zone.properties.label_buffer?.active ?? null,
  labelBufferSource: (zone) => zone.properties.label_buffer?.source ?? null,
  acres: (zone) => zone.properties.acres,
  weatherSource: (zone) =>
    zone.properties.weather_source === null
      ? null
      : zone.properties.weather_source === 'nws'
        ? 'NWS'
        : 'SAMPLE',
};

const ruleKinds: Record<ApiLabelBreach['kind'], LabelRuleKind> = {
  wind: 'WIND',
  daylight: 'DAYLIGHT',
  inversion: 'INVERSION',
  temperature: 'TEMPERATURE',
  rain: 'RAIN',
  'sensitive-downwind': 'SENSITIVE_DOWNWIND',
  buffer: 'BUFFER',
};
const tiers: Record<ApiLabelBreach['tier'], LabelTier> = {
  prohibited: 'PROHIBITED',
  restricted: 'RESTRICTED',
  advice: 'ADVICE',
};

export const LabelBreach: LabelBreachResolvers = {
  kind: (breach) => ruleKinds[breach.kind],
  tier: (breach) => tiers[breach.tier],
};

export const LabelProduct: LabelProductResolvers = {
  epaRegNumber: (product) => product.epa_reg_number,
};

export const Sprayability: SprayabilityResolvers = {
  activeIngredients: (sprayability) => sprayability.active_ingredients,
  windows: (sprayability) =>
    sprayability.windows.map((window) => ({
      start: window.start,
      end: window.end,
      lowestIndex: window.lowest_index,
    })),
};
