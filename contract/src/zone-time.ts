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

/**
 * The instant a wall clock shows in a zone: '2026-06-15T09:30' in America/Chicago is
 * 2026-06-15T14:30Z. A form's typed time is read in the field's zone, not the browser's. In the
 * hour a fall-back repeats, the first; in the hour a spring-forward skips, the hour after.
 */
export function instantOfWallClock(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wanted = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  // The zone's offset at a guess, applied until the wall clock there is the one asked for.
  let guess = wanted;
  for (let step = 0; step < 3; step += 1) {
    const shown = wallClock(new Date(guess), timeZone);
    const [y, m, d] = shown.date.split('-').map(Number) as number[];
    const [h, min] = shown.time.split(':').map(Number) as number[];
    const at = Date.UTC(y as number, (m as number) - 1, d, h, min);
    if (at === wanted) return new Date(guess);
    guess += wanted - at;
  }
  return new Date(guess);
}
