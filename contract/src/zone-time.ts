// Moments in a field's own time zone, named, as mails, notices and reports print them: a grower
// reading about a field two states away reads its hours, not their own. `timeZone` is an IANA
// name; without one, the reader's own zone.

/**
 * A formatter for these options, made once: making an `Intl.DateTimeFormat` costs about a hundred
 * times what formatting with one does, and a field's forecast formats every hour of it (a
 * dashboard's planned spray, for every field of the farm). Only valid zones get this far (the
 * constructor throws on others), so the kept formatters are at most the IANA zones times the
 * few option sets this file and its callers use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The zone's short name at a moment: 'CST', or 'CDT' in summer ('' when the zone has none). */
export function zoneNameAt(moment: Date, timeZone?: string): string {
  return (
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** An instant in a zone, named: 'November 26, 2026 at 10:58 PM CST'. */
export function longInstant(iso: string, timeZone?: string): string {
  const moment = new Date(iso);
  const text = dateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(moment);
  return `${text} ${zoneNameAt(moment, timeZone)}`;
}

/** A moment's date and clock parts in a zone, as Intl names them (year, month, hour, timeZoneName…). */
function partsIn(
  moment: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> {
  return Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      ...options,
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
}

/** The parts of a moment in a time zone: its day (to compare), hour, minute and the zone's abbreviation. */
export function inZone(date: Date, timeZone: string) {
  const parts = partsIn(date, timeZone, { weekday: 'short', hour: 'numeric' });
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    // '5 PM', or '5:30 PM' off the hour.
    clock: `${parts.hour}${parts.minute === '00' ? '' : `:${parts.minute}`} ${parts.dayPeriod}`,
    zone: parts.timeZoneName ?? timeZone,
  };
}

/** A moment's wall clock in a zone, as records keep it: date (YYYY-MM-DD), 24-hour time (HH:MM), zone. */
export function wallClock(moment: Date, timeZone: string): { date: string; time: string; zoneName: string } {
  const parts = partsIn(moment, timeZone, { hourCycle: 'h23', hour: '2-digit' });
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    zoneName: parts.timeZoneName ?? timeZone,
  };
}
