// A moment in a field's own IANA zone, for words that name the field's hours, not the reader's.

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
