// The place search's offline gazetteer: US counties and towns (web/public/gazetteer, built by
// scripts/gazetteer.ts from Census data). Searching is pure; loading happens once, on demand.
export type PlaceKind = 'county' | 'town';
export type Place = { name: string; state: string; kind: PlaceKind; lat: number; lng: number; size: number };
/** How a place is stored: [name, state, 'c' | 't', lat, lng, size (a town's ZIP codes)]. */
export type PlaceRow = [string, string, 'c' | 't', number, number, number];

/** Counties are shown whole; towns with the fields around them (fields stream from zoom 11). */
export const PLACE_ZOOM: Record<PlaceKind, number> = { county: 9.5, town: 12.5 };

const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const ABBREVIATIONS = new Set(Object.values(STATES));

export function placesOf(rows: PlaceRow[]): Place[] {
  return rows.map(([name, state, kind, lat, lng, size]) => ({
    name,
    state,
    kind: kind === 'c' ? 'county' : 'town',
    lat,
    lng,
    size,
  }));
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Query = { name: string; state: string | null; kind: PlaceKind | null };

/** "Reno County, KS" → name 'reno', state KS, kind county; a trailing state is optional. */
export function parseQuery(text: string): Query {
  let words = normalise(text).split(' ').filter(Boolean);
  let state: string | null = null;
  const last = words.at(-1)?.toUpperCase() ?? '';
  if (words.length > 1 && ABBREVIATIONS.has(last)) {
    state = last;
    words = words.slice(0, -1);
  } else {
    for (const take of [3, 2, 1]) {
      const tail = words.slice(-take).join(' ');
      if (words.length > take && STATES[tail]) {
        state = STATES[tail] ?? null;
        words = words.slice(0, -take);
        break;
      }
    }
  }
  let kind: PlaceKind | null = null;
  if (words.length > 1 && (words.at(-1) === 'county' || words.at(-1) === 'parish')) {
    kind = 'county';
    words = words.slice(0, -1);
  }
  return { name: words.join(' '), state, kind };
}

/** Places matching what a person typed, best first: exact names before prefixes, bigger towns first. */
export function searchPlaces(places: Place[], text: string, limit = 8): Place[] {
  const query = parseQuery(text);
  if (query.name.length < 2) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of places) {
    if (query.state && place.state !== query.state) continue;
    if (query.kind && place.kind !== query.kind) continue;
    const name = normalise(place.name);
    const exact = name === query.name;
    if (!exact && !name.startsWith(query.name)) continue;
    // Exact names first; among them towns by size (counties count as mid-sized towns).
    const size = place.kind === 'county' ? 2.5 : place.size;
    scored.push({ place, score: (exact ? 1000 : 0) + size });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name))
    .slice(0, limit)
    .map((entry) => entry.place);
}

export const placeLabel = (place: Place) =>
  `${place.kind === 'county' ? `${place.name} County` : place.name}, ${place.state}`;

let loading: Promise<Place[]> | null = null;

/** The gazetteer, fetched from the product itself the first time it is needed. */
export function loadPlaces(): Promise<Place[]> {
  loading ??= fetch('/gazetteer/us-places.json')
    .then((response) => {
      if (!response.ok) throw new Error(`gazetteer: ${response.status}`);
      return response.json() as Promise<PlaceRow[]>;
    })
    .then(placesOf)
    .catch((error: unknown) => {
      loading = null; // let a later search try again
      throw error;
    });
  return loading;
}
