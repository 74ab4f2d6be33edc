import { boundaryVersionMessages } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, notFound } from '../../errors';
import { recordEvent } from '../audit/service';
import type { Catalogue } from '../catalogue/compatibility';
import { fieldDetail } from '../farms/audit-detail';
import { type DisputeNotices, type FarmField, type FieldRecords, fieldMessages } from '../farms/service';
import { checkCrop, checkedBoundary, editMessages } from './field-checks';
import { multi } from './measure-store';

export type FieldPatch = {
  name?: string | undefined;
  crop?: number | null | undefined;
  crop_trait?: number | null | undefined;
  is_building?: boolean | undefined;
  endangered_species_measures?: boolean | undefined;
  /** A new boundary: one closed ring, or MultiPolygon coordinates. */
  mpoly?: unknown;
  /** The boundary's version the client edited; without it the new boundary is taken as it comes. */
  boundary_version?: number | undefined;
};

/** The record's values a patch sets, other than its boundary (a 'boundary.edited' of its own). */
function editedKeys(patch: FieldPatch): string[] {
  const keys = ['name', 'crop', 'crop_trait', 'is_building', 'endangered_species_measures'] as const;
  return keys.filter((key) => patch[key] !== undefined);
}

export type BulkItem = { field: string; crop: number; crop_trait?: number | null | undefined };

/**
 * The spec's bulk edit sends crop_trait 119 when none is chosen. Our catalogue has no trait 119:
 * it stands for the crop's Conventional entry, the crop as planted without a tolerance trait.
 */
export const BULK_DEFAULT_TRAIT = 119;

/** A grower's changes to their own fields: name, crop and trait, building label, deletion, bulk crops. */
export class FieldEdits {
  constructor(
    private readonly db: Db,
    private readonly catalogue: () => Promise<Catalogue>,
    /** A new boundary tells the disputes it raises. */
    private readonly disputes: DisputeNotices,
    /** The field records a change writes, in its transaction. */
    private readonly records: FieldRecords,
  ) {}

  async update(viewer: Viewer, uuid: string, patch: FieldPatch): Promise<FarmField> {
    const crop = await this.cropOf(patch);
    return this.db.transaction(async (tx) => {
      const { farm } = await this.owned(tx, viewer, uuid);
      if (patch.name !== undefined) {
        const name = patch.name.trim();
        if (!name)
          throw badRequest('Please enter a name for the field.', {
            name: ['Please enter a name for the field.'],
          });
        if (farm !== null && (await this.records.nameTakenByOther(tx, farm, name, uuid)))
          throw conflict(fieldMessages.nameTaken, 'name');
        await this.records.rename(tx, uuid, name);
      }
      if (crop) await this.records.setCrop(tx, uuid, crop);
      if (patch.is_building !== undefined) await this.records.markBuilding(tx, uuid, patch.is_building);
      if (patch.endangered_species_measures !== undefined)
        await this.records.setEndangeredSpecies(tx, uuid, patch.endangered_species_measures);
      const before = patch.mpoly === undefined ? null : await this.records.field(tx, uuid);
      if (patch.mpoly !== undefined) {
        const boundary = multi(await checkedBoundary(tx, patch.mpoly));
        if (!(await this.records.reshape(tx, uuid, boundary, patch.boundary_version)))
          // Thrown inside the transaction: the name or crop sent with it is not kept either.
          throw conflict(boundaryVersionMessages.changed, 'boundary_version');
        await this.disputes.tell(tx, [uuid]);
      }
      const field = (await this.records.field(tx, uuid)) as FarmField;
      const changed = editedKeys(patch);
      if (changed.length > 0) await recordEvent(tx, viewer, 'field.edited', fieldDetail(field, { changed }));
      if (before)
        await recordEvent(tx, viewer, 'boundary.edited', fieldDetail(field, { acres_before: before.area }));
      return field;
    });
  }

  async remove(viewer: Viewer, uuid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.owned(tx, viewer, uuid);
      const field = (await this.records.field(tx, uuid)) as FarmField;
      await this.records.remove(tx, uuid);
      await recordEvent(tx, viewer, 'field.deleted', fieldDetail(field));
    });
  }

  /** Sets crop and trait on many fields at once: all of them, or none if one is refused. */
  async bulk(viewer: Viewer, items: BulkItem[]): Promise<FarmField[]> {
    const catalogue = await this.catalogue();
    const planned = items.map((item) => {
      const chosen = item.crop_trait ?? BULK_DEFAULT_TRAIT;
      const trait =
        chosen === BULK_DEFAULT_TRAIT
          ? [...catalogue.traits.values()].find(
              (each) => each.crop === item.crop && each.trait_name === 'Conventional',
            )
          : catalogue.traits.get(chosen);
      if (!catalogue.crops.has(item.crop)) throw badRequest(editMessages.unknownCrop);
      if (!trait)
        throw badRequest(
          chosen === BULK_DEFAULT_TRAIT ? editMessages.noConventional : editMessages.unknownTrait,
        );
      if (trait.crop !== item.crop) throw badRequest(editMessages.wrongTrait);
      return { field: item.field, crop: { crop: item.crop, cropTrait: trait.id } };
    });
    return this.db.transaction(async (tx) => {
      for (const item of planned) {
        await this.owned(tx, viewer, item.field);
        await this.records.setCrop(tx, item.field, item.crop);
      }
      const fields = (await Promise.all(planned.map((item) => this.records.field(tx, item.field)))).filter(
        (field): field is FarmField => field !== null,
      );
      for (const field of fields)
        await recordEvent(
          tx,
          viewer,
          'field.edited',
          fieldDetail(field, { changed: ['crop', 'crop_trait'] }),
        );
      return fields;
    });
  }

  /** The crop and trait a patch sets, checked against the catalogue; null when it sets neither. */
  private async cropOf(patch: FieldPatch): Promise<{ crop: number | null; cropTrait: number | null } | null> {
    if (patch.crop === undefined && patch.crop_trait === undefined) return null;
    return checkCrop(await this.catalogue(), patch.crop ?? null, patch.crop_trait ?? null);
  }

  private async owned(tx: Queryable, viewer: Viewer, uuid: string): Promise<{ farm: number | null }> {
    const field = await this.records.lockOwnField(tx, viewer, uuid);
    if (!field) throw notFound(editMessages.noField);
    return field;
  }
}
