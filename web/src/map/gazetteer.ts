// The place search's offline gazetteer: US counties (and their equivalents) and towns
// (web/public/gazetteer, built by scripts/gazetteer.ts from Census data). Searching is pure;
// loading happens once, on demand.
export type PlaceKind = 'county' | 'town';
/** What a place really is: a town, or which kind of county-level area (Census's own terms). */
export type PlaceType =
  | 'town'
  | 'county'
  | 'parish'
  | 'borough'
  | 'census area'
  | 'city and borough'
  | 'municipality'
  | 'independent city'
  | 'district';
export type Place = {
  name: string;
  state: string;
  kind: PlaceKind;
  type: PlaceType;
  lat: number;
  lng: number;
  size: number;
};
/** A place's type as stored, one letter: see TYPE_OF_CODE. */
export type PlaceCode = 't' | 'c' | 'p' | 'b' | 'a' | 'y' | 'm' | 'i' | 'd';
/**
 * How a place is stored: [name, state, type code, lat, lng, size]. The name is bare ("Caddo",
 * not "Caddo Parish"); the size is a town's ZIP codes, or the ZIP codes lying in a county.
 */
export type PlaceRow = [string, string, PlaceCode, number, number, number];

const TYPE_OF_CODE: Record<PlaceCode, PlaceType> = {
  t: 'town',
  c: 'county',
  p: 'parish',
  b: 'borough',
  a: 'census area',
  y: 'city and borough',
  m: 'municipality',
  i: 'independent city',
  d: 'district',
};
/** The word a label puts after the name ("Caddo Parish"); none for towns and DC. */
const WORD: Record<PlaceType, string> = {
  town: '',
  county: 'County',
  parish: 'Parish',
  borough: 'Borough',
  'census area': 'Census Area',
  'city and borough': 'City and Borough',
  municipality: 'Municipality',
  'independent city': 'city',
  district: '',
};
/** Words naming a county-level area that a query may end with, longest first. */
const AREA_WORDS = ['city and borough', 'census area', 'county', 'parish', 'borough', 'municipality'];

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
  return rows.map(([name, state, code, lat, lng, size]) => {
    const type = TYPE_OF_CODE[code] ?? 'town';
    return { name, state, kind: type === 'town' ? 'town' : 'county', type, lat, lng, size };
  });
}

/** Lower case, diacritics folded ("Doña" → "dona"), punctuation and hyphens as spaces. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,'’()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The names a place answers to: its name, and for an area its name with its word ("caddo parish"). */
const keysCache = new WeakMap<Place, { name: string; full: string | null }>();
function keysOf(place: Place) {
  let keys = keysCache.get(place);
  if (!keys) {
    const word = WORD[place.type];
    keys = { name: normalise(place.name), full: word ? normalise(`${place.name} ${word}`) : null };
    keysCache.set(place, keys);
  }
  return keys;
}

/** A query: the name, a trailing state, and a trailing area word ("county", "parish", …) if any. */
type Query = { name: string; state: string | null; kind: PlaceKind | null; word: string | null };

/** "Reno County, KS" → name 'reno', state KS, kind county, word 'county'; all but the name are optional. */
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
  let word: string | null = null;
  for (const area of AREA_WORDS) {
    const take = area.split(' ').length;
    if (words.length > take && words.slice(-take).join(' ') === area) {
      word = area;
      words = words.slice(0, -take);
      break;
    }
  }
  return { name: words.join(' '), state, kind: word ? 'county' : null, word };
}

/**
 * Places matching what a person typed, best first:
 * 1. exact names (accents and case aside; an area also by its full name, "richmond city")
 *    before names the query only begins;
 * 2. among exact names, the place spelled as its label spells it: a town when a state follows
 *    the name with no area word ("Kingman, KS" is the town; Kingman County's label says
 *    "County"), an area whose own word was typed ("Baltimore County" before Baltimore city;
 *    "Caddo County" before Caddo Parish, which it still finds);
 * 3. then bigger places first, counties and towns alike by ZIP codes (a town's own; a county's,
 *    those lying in it), places sharing a name and a state kept together (a county and its
 *    namesake town, usually its seat) and ranked by the bigger of them: a bare "Kingman" lists
 *    Kingman County, KS (7 ZIP codes) with the town of Kingman, KS (1) right after it, then
 *    Kingman, AZ (3); a bare "Reno" lists Reno, NV (24) before Reno County, KS (15);
 * 4. then by label, alphabetically.
 */
export function searchPlaces(places: Place[], text: string, limit = 8): Place[] {
  const query = parseQuery(text);
  if (query.name.length < 2) return [];
  const scored: { place: Place; score: number; group: string; label: string }[] = [];
  const groupSizes = new Map<string, number>();
  for (const place of places) {
    if (query.state && place.state !== query.state) continue;
    if (query.kind && place.kind !== query.kind) continue;
    const keys = keysOf(place);
    const exact = keys.name === query.name || keys.full === query.name;
    if (!exact && !keys.name.startsWith(query.name) && !keys.full?.startsWith(query.name)) continue;
    const labelled =
      exact &&
      (place.kind === 'town'
        ? query.state !== null && query.word === null
        : query.word === normalise(WORD[place.type]) || keys.full === query.name);
    const score = (exact ? 2 : 0) + (labelled ? 1 : 0);
    const group = `${score}|${keys.name}|${place.state}`;
    groupSizes.set(group, Math.max(groupSizes.get(group) ?? 0, place.size));
    scored.push({ place, score, group, label: placeLabel(place) });
  }
  const groupSize = (entry: { group: string }) => groupSizes.get(entry.group) ?? 0;
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        groupSize(b) - groupSize(a) ||
        a.group.localeCompare(b.group) ||
        b.place.size - a.place.size ||
        a.label.localeCompare(b.label),
    )
    .slice(0, limit)
    .map((entry) => entry.place);
}

/** "Hutchinson", "Reno County", "Caddo Parish", "Baltimore (city)": a place without its state. */
export function placeName(place: Pick<Place, 'name' | 'type'>): string {
  const word = WORD[place.type];
  if (place.type === 'independent city')
    return /\bcity$/i.test(place.name) ? place.name : `${place.name} (city)`;
  return word ? `${place.name} ${word}` : place.name;
}

/** "Hutchinson, KS", "Reno County, KS", "Caddo Parish, LA", "Baltimore (city), MD". */
export function placeLabel(place: Place): string {
  return `${placeName(place)}, ${place.state}`;
}

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
