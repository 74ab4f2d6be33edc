// Moments in a field's own time zone, named, as mails, notices and reports print them: a grower
// reading about a field two states away reads its hours, not their own. `timeZone` is an IANA
// name; without one, the reader's own zone.

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

/** A moment's date and clock parts in a zone, as Intl names them (year, month, hour, timeZoneName…). */
function partsIn(
  moment: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
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
