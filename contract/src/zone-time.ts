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

/** The parts of a moment in a time zone: its day (to compare), hour, minute and the zone's abbreviation. */
export function inZone(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    // '5 PM', or '5:30 PM' off the hour.
    clock: `${parts.hour}${parts.minute === '00' ? '' : `:${parts.minute}`} ${parts.dayPeriod}`,
    zone: parts.timeZoneName ?? timeZone,
  };
}
