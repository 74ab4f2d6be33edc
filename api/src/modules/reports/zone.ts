import { wallClock } from '@field-boundaries/contract/zone-time';
import { timeZoneAt } from '../spray-safety/time-zone';

export { wallClock } from '@field-boundaries/contract/zone-time';

export { dateIn } from '../spray-safety/time-zone';

// A report's times are the field's own clock: the application date and start and stop are read
// and printed in the field's IANA zone, named ('10:52 PM CST'), wherever the reader sits.

/** The IANA zone of a saved version's field, from its boundary's first corner. */
export function timeZoneOfBoundary(geometry: string): string {
  const parsed = JSON.parse(geometry) as { coordinates: number[][][][] };
  const [lng, lat] = parsed.coordinates[0]?.[0]?.[0] ?? [];
  return lng === undefined || lat === undefined ? 'UTC' : timeZoneAt(lat, lng);
}

function offsetMinutes(moment: Date, timeZone: string): number {
  const { date, time } = wallClock(moment, timeZone);
  const local = Date.parse(`${date}T${time}:00Z`);
  return Math.round((local - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000);
}

/** The zone's short name at a local date and time: 'CST' in January, 'CDT' in July. */
export function zoneNameAt(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !day || hours === undefined || minutes === undefined || Number.isNaN(hours))
    return zoneNameOf(new Date(), timeZone);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  // The moment whose wall clock in the zone reads date and time (twice: the offset may change).
  let moment = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  moment = wall - offsetMinutes(new Date(moment), timeZone) * 60_000;
  return zoneNameOf(new Date(moment), timeZone);
}

export function zoneNameOf(moment: Date, timeZone: string): string {
  return wallClock(moment, timeZone).zoneName;
}
