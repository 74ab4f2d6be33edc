import type { Catalogue } from '../catalogue/compatibility';

/**
 * Other names farm programs and displays give the catalogue's crops (US usage, and the ISOXML
 * crop types of European displays), by the catalogue's name. Plurals and spacing are handled apart.
 */
const OTHER_NAMES: Record<string, string[]> = {
  corn: ['maize', 'grain corn', 'field corn', 'silage corn', 'corn silage', 'mais', 'körnermais', 'silomais'],
  soybean: ['soy', 'soya', 'soy bean', 'soya bean', 'soja', 'sojabohne'],
  wheat: ['winter wheat', 'spring wheat', 'durum', 'durum wheat', 'weizen', 'winterweizen'],
  sorghum: ['milo', 'grain sorghum'],
  canola: ['rapeseed', 'oilseed rape', 'raps', 'winterraps'],
  alfalfa: ['lucerne', 'luzerne'],
  'sugar beet': ['sugarbeet', 'zuckerrübe'],
  sunflower: ['sonnenblume'],
};

/** A crop's name as compared: lower case, one space, each word singular ("Soybeans", "soy-beans"). */
function plain(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .split(' ')
    .map((word) => (/(?:tomato|potato)es$/.test(word) ? word.slice(0, -2) : word.replace(/(?<=[^s])s$/, '')))
    .join(' ');
}

const sameCrop = (catalogueName: string, given: string) => {
  const wanted = plain(given);
  return (
    plain(catalogueName) === wanted ||
    (OTHER_NAMES[catalogueName.toLowerCase()] ?? []).some((other) => plain(other) === wanted)
  );
};

/**
 * The catalogue's crop and trait a file names (as our export writes them), matched by name
 * without regard to case; a name the catalogue does not hold is left blank, with a note.
 */
export function cropOf(
  catalogue: Catalogue,
  cropName: string | null,
  traitName: string | null,
): { crop: number | null; cropTrait: number | null; note: string | null } {
  if (!cropName && !traitName) return { crop: null, cropTrait: null, note: null };
  const same = (a: string, b: string | null) => a.trim().toLowerCase() === b?.trim().toLowerCase();
  const crop = cropName
    ? [...catalogue.crops.values()].find((each) => sameCrop(each.name, cropName))
    : undefined;
  if (cropName && !crop)
    return { crop: null, cropTrait: null, note: `Crop "${cropName}" is not in the catalogue; left blank.` };
  const trait = traitName
    ? [...catalogue.traits.values()].find(
        (each) => same(each.trait_name, traitName) && (!crop || each.crop === crop.id),
      )
    : undefined;
  if (traitName && !trait)
    return {
      crop: crop?.id ?? null,
      cropTrait: null,
      note: `Trait "${traitName}" is not a trait of ${crop ? crop.name : 'a crop in the catalogue'}; left blank.`,
    };
  return { crop: crop?.id ?? trait?.crop ?? null, cropTrait: trait?.id ?? null, note: null };
}
