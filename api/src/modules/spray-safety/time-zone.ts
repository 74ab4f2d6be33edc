import { dateTimeFormat } from '@field-boundaries/contract/zone-time';
import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a place ('America/Chicago'), from the boundaries `tz-lookup` carries
 * offline: a field's hours are read in the field's own time, wherever the reader sits. Fields
 * lie in the US, where every point has a zone; the lookup throws only for impossible coordinates.
 */
export function timeZoneAt(lat: number, lng: number): string {
  return tzLookup(lat, lng);
}

/** YYYY-MM-DD of a moment in a zone: the day a grower in the field calls today. */
export function dateIn(moment: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}
