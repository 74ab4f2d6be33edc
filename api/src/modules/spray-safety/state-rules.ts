import { locationAt } from '../reports/location';
import type { Place } from './hour-facts';
import type { Breach, HourFacts, TankContext } from './label-types';

// The state-specific labeling of the over-the-top dicamba label (the stamped Stryax label's
// Illinois Specific Restrictions, p. 36 of 44), judged beside the label's own rules for the
// application (application.ts). Pure: the place, the tank and the hour's facts come in.

const ILLINOIS_SOURCE =
  'Stryax label (EPA Reg. No. 264-1241), EPA stamp 2026/02/06, Illinois Specific Restrictions, p. 36 of 44';
const ILLINOIS_HEAT_WORDS =
  "A pesticide containing dicamba shall not be applied on soybeans if the air temperature at the field at the time of application is over 85 degrees Fahrenheit or if the National Weather Service's forecasted high temperature for the nearest available location for the day of application exceeds 85 degrees Fahrenheit.";
const ILLINOIS_CUTOFF_WORDS =
  'Application on soybeans of a pesticide containing dicamba shall not be made after June 20 of each year.';

const statesAt = new Map<string, string | null>();
/** The state holding a place (us-atlas's Census boundaries, reports/location.ts), looked up once per place. */
function stateAt(place: Place): string | null {
  const key = `${place.lat},${place.lng}`;
  if (!statesAt.has(key)) statesAt.set(key, locationAt(place.lat, place.lng).state);
  return statesAt.get(key) ?? null;
}

/**
 * The state-specific labeling of the over-the-top dicamba label: Illinois (Stryax p. 36) forbids
 * dicamba on soybeans after June 20 and on a day whose NWS forecast high, or whose air temperature
 * at the start, exceeds 85 °F. A field whose crop is not known is judged as if soybean.
 */
export function stateBreaches(place: Place, context: TankContext, facts: HourFacts): Breach[] {
  if (!context.actives.includes('dicamba')) return [];
  const crop = context.crop?.crop;
  if (crop !== undefined && crop !== 'soybean' && crop !== 'unknown') return [];
  if (stateAt(place) !== 'Illinois') return [];
  const breach = (rule: string, kind: Breach['kind'], words: string, found: string): Breach => ({
    rule,
    kind,
    tier: 'prohibited',
    words,
    found,
    source: ILLINOIS_SOURCE,
    confirmed: true,
    products: 'any pesticide containing dicamba (Illinois)',
  });
  const breaches: Breach[] = [];
  if (context.date.slice(5) > '06-20')
    breaches.push(
      breach(
        'dicamba-ott.illinois-cutoff',
        'daylight',
        ILLINOIS_CUTOFF_WORDS,
        `${context.date} is after June 20`,
      ),
    );
  const dayOf = facts.days?.dayOf;
  if (!dayOf || dayOf.highF === null || !Number.isFinite(dayOf.highF) || !dayOf.complete)
    breaches.push(
      breach(
        'dicamba-ott.illinois-heat',
        'temperature',
        ILLINOIS_HEAT_WORDS,
        'unknown: the forecast does not hold the whole day of application, whose high it must show',
      ),
    );
  else if (dayOf.highF > 85)
    breaches.push(
      breach(
        'dicamba-ott.illinois-heat',
        'temperature',
        ILLINOIS_HEAT_WORDS,
        `forecast high ${dayOf.highF}°F on the day of application`,
      ),
    );
  else if (facts.hours === 0 && facts.temperatureF > 85)
    breaches.push(
      breach(
        'dicamba-ott.illinois-heat',
        'temperature',
        ILLINOIS_HEAT_WORDS,
        `air temperature ${facts.temperatureF}°F at the start`,
      ),
    );
  return breaches;
}
