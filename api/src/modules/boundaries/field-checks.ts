import type { Queryable } from '../../db/db';
import { badRequest } from '../../errors';
import type { Catalogue } from '../catalogue/compatibility';
import {
  boundaryMessages,
  checkBoundary,
  MAX_ACRES,
  MAX_VERTICES,
  MIN_ACRES,
  type MultiPolygonCoordinates,
} from './boundary';
import { type Measured, measure } from './measure-store';

// The checks a drawn or edited field passes, shared by drawing (service.ts) and editing
// (edits.ts): its boundary, by the pure rules then PostGIS's, and its crop and trait against
// the catalogue.

/** Every rule of a boundary, the pure ones then PostGIS's: its coordinates, or a 400 naming the rule. */
export async function checkedBoundary(db: Queryable, mpoly: unknown): Promise<MultiPolygonCoordinates> {
  const checked = checkBoundary(mpoly);
  if (!checked.ok) throw badRequest(checked.message, { mpoly: [checked.message] });
  measureRules(await measure(db, checked.coordinates));
  return checked.coordinates;
}

/** PostGIS's measure of a boundary held to the rules of a field; a 400 naming the first broken. */
export function measureRules(measured: Measured): void {
  const refuse = (message: string) => {
    throw badRequest(message, { mpoly: [message] });
  };
  if (!measured.valid)
    refuse(
      /self-intersection/i.test(measured.reason)
        ? boundaryMessages.selfIntersects
        : `${boundaryMessages.invalid} (${measured.reason})`,
    );
  if (measured.vertices > MAX_VERTICES) refuse(boundaryMessages.tooManyVertices);
  if (measured.acres < MIN_ACRES) refuse(boundaryMessages.tooSmall);
  if (measured.acres > MAX_ACRES) refuse(boundaryMessages.tooLarge);
}

export const editMessages = {
  noField: 'There is no such field.',
  wrongTrait: 'That trait is not a trait of that crop.',
  unknownCrop: 'There is no such crop.',
  unknownTrait: 'There is no such crop trait.',
  noConventional: 'That crop has no Conventional entry to default to.',
};

/** A crop and trait checked against the catalogue: a trait names its crop; a crop alone leaves the trait unset. */
export function checkCrop(
  catalogue: Catalogue,
  cropId: number | null,
  traitId: number | null,
): { crop: number | null; cropTrait: number | null } {
  const trait = traitId == null ? null : catalogue.traits.get(traitId);
  if (traitId != null && !trait) throw badRequest(editMessages.unknownTrait);
  const crop = cropId ?? trait?.crop ?? null;
  if (crop !== null && !catalogue.crops.has(crop)) throw badRequest(editMessages.unknownCrop);
  if (trait && trait.crop !== crop) throw badRequest(editMessages.wrongTrait);
  return { crop, cropTrait: trait?.id ?? null };
}
