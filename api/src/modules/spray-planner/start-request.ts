import { badRequest } from '../../errors';
import type { SprayTank } from '../catalogue/service';
import { bearingOf, plannerMessages, type SprayRequest } from './answers';

// A start as asked, checked before anything is judged: what it sprays, on which of the farm's
// fields, when, and the readings at boom height. Pure: the farm's fields and the clock come in.

/** How far ahead of the clock a start may be: the field's and the phone's clocks differ. */
const START_AHEAD_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A start whose request holds together. */
export type CheckedStart<Field> = {
  /** The fields sprayed, as the farm holds them, in the order asked (each once). */
  fields: Field[];
  /** What the tank is read from: a saved mix, or herbicide groups. */
  tank: { tank_mix: number } | { herbicide_groups: number[] };
  startedAt: Date;
  readings: { windMph: number; windFromDeg: number; temperatureF: number };
};

/** The request checked against the farm's fields and the clock; the first fault as a 400. */
export function checkedStart<Field extends { uuid: string }>(
  request: SprayRequest,
  farmFields: readonly Field[],
  now: Date,
): CheckedStart<Field> {
  const groupsAsked = [...new Set(request.herbicide_groups ?? [])];
  if (groupsAsked.length > 0 && request.tank_mix !== undefined) throw badRequest(plannerMessages.both);
  if (groupsAsked.length === 0 && request.tank_mix === undefined)
    throw badRequest(plannerMessages.nothing, { herbicide_groups: [plannerMessages.nothing] });
  const fieldUuids = [...new Set(request.fields)];
  if (fieldUuids.length === 0)
    throw badRequest(plannerMessages.noFields, { fields: [plannerMessages.noFields] });
  const own = new Map(farmFields.map((field) => [field.uuid, field]));
  if (fieldUuids.some((uuid) => !own.has(uuid)))
    throw badRequest(plannerMessages.notFarmField, { fields: [plannerMessages.notFarmField] });
  const startedAt = request.started_at ? new Date(request.started_at) : now;
  if (startedAt.getTime() < now.getTime() - DAY_MS)
    throw badRequest(plannerMessages.startTooEarly, { started_at: [plannerMessages.startTooEarly] });
  // Starting is starting now: a few minutes of clock difference either way, never a day ahead.
  if (startedAt.getTime() > now.getTime() + START_AHEAD_MS)
    throw badRequest(plannerMessages.startTooLate, { started_at: [plannerMessages.startTooLate] });
  const windFromDeg = bearingOf(request.measured_wind_direction);
  if (windFromDeg === null)
    throw badRequest(plannerMessages.windDirection, {
      measured_wind_direction: [plannerMessages.windDirection],
    });
  return {
    fields: fieldUuids.map((uuid) => own.get(uuid) as Field),
    tank: request.tank_mix !== undefined ? { tank_mix: request.tank_mix } : { herbicide_groups: groupsAsked },
    startedAt,
    readings: {
      windMph: request.measured_wind_mph,
      windFromDeg,
      temperatureF: request.measured_temperature_f,
    },
  };
}

/** Herbicide groups the catalogue does not know refuse the start, named. */
export function checkedGroups(tank: SprayTank): SprayTank {
  const unknown = tank.tankMix ? [] : tank.groups.filter((id) => !tank.catalogue.groups.has(id));
  if (unknown.length > 0) throw badRequest(plannerMessages.unknownGroup(unknown));
  return tank;
}
