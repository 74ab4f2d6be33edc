import type { Catalogue } from '../catalogue/compatibility';

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
  const crop = cropName ? [...catalogue.crops.values()].find((each) => same(each.name, cropName)) : undefined;
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
