// Dates and moments as mails, notices and reports print them. A moment is shown in the field's
// own time zone, named: a grower reading about a field two states away reads its hours, not their
// own. `timeZone` is an IANA name; without one, the reader's own zone.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-23' → 'November 23, 2026'. The date is a calendar day, never shifted by a zone. */
export function usLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  if (!year || !name || !day) return isoDate;
  return `${name} ${day}, ${year}`;
}

/** The zone's short name at a moment: 'CST', or 'CDT' in summer ('' when the zone has none). */
export function zoneNameAt(moment: Date, timeZone?: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** An instant in a zone, named: 'November 26, 2026 at 10:58 PM CST'. */
export function longInstant(iso: string, timeZone?: string): string {
  const moment = new Date(iso);
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    moment,
  );
  return `${text} ${zoneNameAt(moment, timeZone)}`;
}
