import { COMPASS } from '../../providers/weather';

// The small rules a report form's values are judged by, shared by form-check.ts and
// dicamba-record-check.ts.

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * Text with something a reader can see: not only whitespace and the invisible format characters
 * (zero-width space, non-joiner and joiner, word joiner, byte-order mark) a paste can carry.
 */
export const visibleText = (text: string) =>
  text.replace(/\s|\u200b|\u200c|\u200d|\u2060|\ufeff/g, '') !== '';

export const inRange = (value: number | null, low: number, high: number) =>
  value !== null && Number.isFinite(value) && value >= low && value <= high;

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export const isDirection = (text: string) => COMPASS.includes(text) || text === 'CALM';
