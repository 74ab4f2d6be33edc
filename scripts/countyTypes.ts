// What a county-level place is, from its FIPS code (Census LSAD, 2017): shared by the
// gazetteer (scripts/gazetteer.ts) and the basemap's county names (scripts/basemap.ts).
export type PlaceType = 't' | 'c' | 'p' | 'b' | 'a' | 'y' | 'm' | 'i' | 'd';

/** Alaska's county equivalents that are not boroughs, by FIPS code (Census LSAD, 2017). */
const ALASKA: Record<string, PlaceType> = {
  '02016': 'a', // Aleutians West
  '02050': 'a', // Bethel
  '02070': 'a', // Dillingham
  '02105': 'a', // Hoonah-Angoon
  '02158': 'a', // Kusilvak
  '02180': 'a', // Nome
  '02198': 'a', // Prince of Wales-Hyder
  '02240': 'a', // Southeast Fairbanks
  '02261': 'a', // Valdez-Cordova
  '02290': 'a', // Yukon-Koyukuk
  '02110': 'y', // Juneau
  '02220': 'y', // Sitka
  '02275': 'y', // Wrangell
  '02282': 'y', // Yakutat
  '02020': 'm', // Anchorage
  '02230': 'm', // Skagway
};
const INDEPENDENT_CITIES = new Set(['24510', '29510', '32510']); // Baltimore, St. Louis, Carson City

export function typeOf(fips: string): PlaceType {
  const state = fips.slice(0, 2);
  if (state === '22') return 'p';
  if (state === '02') return ALASKA[fips] ?? 'b';
  if (state === '11') return 'd';
  if ((state === '51' && Number(fips.slice(2)) >= 500) || INDEPENDENT_CITIES.has(fips)) return 'i';
  return 'c';
}
