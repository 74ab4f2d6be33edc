import { longInstant, zoneNameAt } from '@field-boundaries/contract/zone-time';

// Dates and times as the report prints them (spec 9): US long dates, times as hour:minute.

/** '2026-11-23' → 'November 23, 2026' (a calendar day, never shifted by the time zone). */
export { usLongDate } from '@field-boundaries/contract/calendar';

/** The zone's short name now (or at a moment): 'CST', or 'CDT' in summer ('' when the zone has none). */
export const zoneName = (timeZone: string | undefined, moment = new Date()) => zoneNameAt(moment, timeZone);

/** An instant in the field's zone (the reader's when none is given), named: 'November 26, 2026 at 10:58 PM CST'. */
export const usLongInstant = longInstant;
