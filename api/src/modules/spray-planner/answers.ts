import { sprayStartMessages } from '@field-boundaries/contract/spray-start';
import { degreesOfCompass } from '../../providers/weather';
import type { StoredNotice } from './notice-store';

// What the spray planner's calls take and answer, and its messages (routes.ts gives the wire schemas).

export const plannerMessages = {
  retailer: "Only the farm's grower plans its sprays.",
  nothing: sprayStartMessages.nothing,
  both: 'Spray either a tank mix or herbicide groups, not both.',
  noFields: sprayStartMessages.noFields,
  notFarmField: 'Each field to spray must be a field of this farm.',
  startTooEarly: 'The start time cannot be more than a day ago.',
  startTooLate:
    'Starting a spray is starting now: the start time cannot be more than 15 minutes ahead. Start it when spraying begins.',
  noForecastDicamba:
    'There is no National Weather Service forecast for this field now. The dicamba label forbids application when 95 °F or above is forecast on the day of treatment or the day after, and its record (item 22) needs that forecast: start when the forecast is available.',
  notSpraying: 'This farm is not spraying.',
  mixMissing: 'There is no such Tank Mix.',
  unknownGroup: (ids: number[]) => `There is no herbicide group with id ${ids.join(', ')}.`,
  windSpeed: sprayStartMessages.windSpeed,
  windDirection: sprayStartMessages.windDirection,
  temperature: sprayStartMessages.temperature,
  refused: (products: string, line: string) => `Not allowed by the ${products} label: ${line}`,
  term: (products: string, line: string) =>
    `Not judged here, to confirm for the ${products} label: ${line} Confirm that the tank and the equipment meet it to start.`,
  confirm: (products: string, line: string) =>
    `The forecast for this hour breaks the ${products} label: ${line} Confirm that you checked the conditions to start anyway.`,
};

export type SprayReadings = {
  measured_wind_mph: number;
  /** A compass point ('SW') or degrees the wind blows from. */
  measured_wind_direction: string;
  measured_temperature_f: number;
};

/** 'SW' → 225, '225' → 225; null for anything that is not a compass bearing. */
export function bearingOf(direction: string): number | null {
  const point = degreesOfCompass(direction);
  if (point !== null) return point;
  const text = direction.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const degrees = Number(text);
  return degrees >= 0 && degrees <= 360 ? degrees % 360 : null;
}

export type SprayRequest = {
  herbicide_groups?: number[] | undefined;
  tank_mix?: number | undefined;
  fields: string[];
  /** When spraying starts; now when absent. */
  started_at?: string | undefined;
  /** The grower confirms starting though the forecast for the hour breaks a label rule. */
  confirm_forecast?: boolean | undefined;
} & SprayReadings;

export type Planner = {
  farm: number;
  herbicide_group: {
    id: number;
    group_label: string;
    group_type: string;
    herbicide_names: string[];
  }[];
  tank_mix: { id: number | null; name: string } | null;
  fields: { uuid: string; name: string }[];
  started_at: string | null;
  /** The sprayed fields' IANA time zone, in which started_at is read; null when not spraying. */
  time_zone: string | null;
  neighbours_notified: number;
  /** What the applicator measured at boom height when spraying started; null when not spraying. */
  readings: {
    wind_mph: number;
    wind_from_deg: number;
    temperature_f: number;
  } | null;
  /** The forecast's broken rules the grower confirmed at the start, word for word. */
  confirmed_forecast: string[];
};

/** The planner of a farm that is not spraying: empty lists and nulls. */
export const idlePlanner = (farm: number): Planner => ({
  farm,
  herbicide_group: [],
  tank_mix: null,
  fields: [],
  started_at: null,
  time_zone: null,
  neighbours_notified: 0,
  readings: null,
  confirmed_forecast: [],
});

/** A neighbour's notice as the api answers it. */
export type Notice = Omit<StoredNotice, 'sprayer_uuid' | 'actor_uuid'> & {
  /** The sprayer's name and e-mail; null where the sprayer is hidden. */
  sprayer: { full_name: string; email: string } | null;
  /** Who started (or stopped) the spray, as the notice names them; null where the sprayer is hidden. */
  sprayed_by: string | null;
};
