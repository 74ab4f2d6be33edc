import { usLongDate } from '@field-boundaries/contract/calendar';
import { wallClock } from './zone';

// How the printed report writes dates and times (spec 9): dates in US long format
// ("November 23, 2026"), times as hour:minute.

// The US long date is the contract's: the web's list of saved reports prints it too.
export { usLongDate } from '@field-boundaries/contract/calendar';

/** '2026-11-26' → '2026-11-27'. */
export function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** '14:05' → '2:05 PM'; '00:30' → '12:30 AM'. */
export function hourMinute(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * An instant as the US long date and hour:minute in a zone, named: 'November 26, 2026,
 * 10:58 PM CST' (UTC when no zone is given).
 */
export function usLongInstant(instant: Date, timeZone = 'UTC'): string {
  const clock = wallClock(instant, timeZone);
  return `${usLongDate(clock.date)}, ${hourMinute(clock.time)} ${clock.zoneName}`;
}
