// Calendar days as growers read them: a day is a day, never shifted by a time zone.

/** The months' names, January first. */
export const MONTH_NAMES: readonly string[] = [
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
  const name = month === undefined ? undefined : MONTH_NAMES[month - 1];
  if (!year || !name || !day) return isoDate;
  return `${name} ${day}, ${year}`;
}
