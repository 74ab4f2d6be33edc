import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import type { Catalogue } from '../catalogue/compatibility';
import type { CropNames, NearbyField, NotedLand } from './surroundings-store';
import * as store from './surroundings-store';

// What a printed report shows around its field, as the neighbours module answers it: the
// fields, free CLUs and noted land within a distance of it (the field's own outline is farms').
// Crops and traits are named from the catalogue the caller loaded (the catalogue owns them).

export type { NearbyField, NotedLand };

/** The catalogue's crops and traits as names: 'soybean', and 'soybean - Enlist E3'. */
function cropNames(catalogue: Pick<Catalogue, 'crops' | 'traits'>): CropNames {
  const crop = (id: number | null) => (id === null ? null : (catalogue.crops.get(id)?.name ?? null));
  return {
    crop,
    cropTrait: (cropId, traitId) => {
      const name = crop(cropId);
      const trait = traitId === null ? undefined : catalogue.traits.get(traitId)?.trait_name;
      return name && `${name}${trait ? ` - ${trait}` : ''}`;
    },
  };
}

/**
 * The fields and free CLU boundaries within `meters` of a boundary (GeoJSON), the field itself
 * left out; other accounts' crops and traits only to plan B (spec 6), the viewer's notes on free
 * land whatever the plan.
 */
export function fieldsAround(
  db: Queryable,
  viewer: Viewer,
  boundary: string,
  meters: number,
  exceptUuid: string | null,
  catalogue: Pick<Catalogue, 'crops' | 'traits'>,
): Promise<{ fields: NearbyField[]; freeClus: string[]; notedLand: NotedLand[] }> {
  return store.fieldsAround(db, viewer, boundary, meters, exceptUuid, cropNames(catalogue));
}
