import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { countAccountFields, nameTakenInFarm } from './claims-store';
import {
  deleteField,
  type FarmField,
  labelBuilding,
  nameTakenByOther,
  ownedField,
  recordHistory,
  renameField,
  setEndangeredSpecies,
  setFieldCrop,
} from './fields-store';
import {
  type FieldForFile,
  fieldsForFile,
  fieldsMatching,
  type ImportedField,
  insertImportedField,
  type MatchingField,
  namesInFarm,
} from './files-store';
import { fieldByUuid } from './named-fields';
import {
  type DrawnField,
  eachTouchesAnother,
  insertDrawnField,
  insertPiece,
  largestOf,
  lockFieldRows,
  mergeFields,
  type SplitPiece,
  setBoundary,
  splitPieces,
  unionOf,
} from './shapes-store';
import { type Farm, farmOwnedBy, farmsOf, lockFarmRow } from './store';

export type { DrawnField, FieldForFile, ImportedField, MatchingField, SplitPiece };

/**
 * A farm's field records as the modules that write them see them: boundaries (drawing, editing,
 * merging, splitting) and imports (a boundary file in or out). Each takes the caller's
 * transaction (`tx`), or its db for a read on its own, so a check and the write it guards stay
 * one unit; the callers have checked the viewer may make the change. Boundaries travel as
 * GeoJSON MultiPolygon text; the rules of a shape are the boundaries module's.
 */
export class FieldRecords {
  /** A field by uuid, whoever holds it, with its owner named; null when there is none. */
  field(tx: Queryable, uuid: string): Promise<FarmField | null> {
    return fieldByUuid(tx, uuid);
  }

  /**
   * One of the viewer's account's fields, held until the transaction ends so that two edits of
   * one field run one after the other; its farm (null for a neighbour's boundary), or undefined
   * when the account holds no such field.
   */
  lockOwnField(tx: Queryable, viewer: Viewer, uuid: string): Promise<{ farm: number | null } | undefined> {
    return ownedField(tx, uuid, viewer.accountId);
  }

  /** Whether the farm is one of the viewer's account. */
  isOwnFarm(tx: Queryable, viewer: Viewer, farmId: number): Promise<boolean> {
    return farmOwnedBy(tx, farmId, viewer.accountId);
  }

  /** Holds the farm's row until the transaction ends, so two changes of one farm run one after the other. */
  lockFarm(tx: Queryable, farmId: number): Promise<void> {
    return lockFarmRow(tx, farmId);
  }

  /**
   * Keeps each field as it is now in its history, before a merge or a split changes it; the
   * viewer's actor (the retailer or staff member in god mode) is who changed it.
   */
  keepHistory(
    tx: Queryable,
    viewer: Viewer,
    uuids: string[],
    event: 'merged' | 'split',
    relatedUuid: string,
  ): Promise<void> {
    return recordHistory(tx, uuids, event, relatedUuid, viewer.actorUuid);
  }

  /** The viewer's account's farms, with their field counts and acres. */
  farmsOf(tx: Queryable, viewer: Viewer): Promise<Farm[]> {
    return farmsOf(tx, viewer.accountId);
  }

  /** How many fields the viewer's account holds (its plan limits them). */
  countFields(tx: Queryable, viewer: Viewer): Promise<number> {
    return countAccountFields(tx, viewer.accountId);
  }

  /** Whether a field of the farm has this name, whatever its case. */
  nameTaken(tx: Queryable, farmId: number, name: string): Promise<boolean> {
    return nameTakenInFarm(tx, farmId, name);
  }

  /** Whether a field of the farm other than this one has this name, whatever its case. */
  nameTakenByOther(tx: Queryable, farmId: number, name: string, uuid: string): Promise<boolean> {
    return nameTakenByOther(tx, farmId, name, uuid);
  }

  rename(tx: Queryable, uuid: string, name: string): Promise<void> {
    return renameField(tx, uuid, name);
  }

  /** Sets a field's crop and trait (null clears them). */
  setCrop(
    tx: Queryable,
    uuid: string,
    crop: { crop: number | null; cropTrait: number | null },
  ): Promise<void> {
    return setFieldCrop(tx, uuid, crop);
  }

  /** Labels a field a building (or not). */
  markBuilding(tx: Queryable, uuid: string, isBuilding: boolean): Promise<void> {
    return labelBuilding(tx, uuid, isBuilding);
  }

  /** Whether the field's county endangered-species measures apply to sprays on it. */
  setEndangeredSpecies(tx: Queryable, uuid: string, on: boolean): Promise<void> {
    return setEndangeredSpecies(tx, uuid, on);
  }

  remove(tx: Queryable, uuid: string): Promise<void> {
    return deleteField(tx, uuid);
  }

  /** The names of a farm's fields, in lower case (an import refuses a name taken). */
  namesInFarm(tx: Queryable, farmId: number): Promise<Set<string>> {
    return namesInFarm(tx, farmId);
  }

  /**
   * For each boundary (in order), the viewer's account's fields lying within `metres` of it: an
   * import skips a feature the account holds already.
   */
  matching(
    tx: Queryable,
    viewer: Viewer,
    multipolygons: readonly string[],
    metres: number,
  ): Promise<MatchingField[][]> {
    return fieldsMatching(tx, viewer.accountId, multipolygons, metres);
  }

  /** Writes a field read from a file into the farm (of the farm's account); its uuid. */
  insertImported(tx: Queryable, field: ImportedField): Promise<string | null> {
    return insertImportedField(tx, field);
  }

  /** A farm's fields as a boundary file writes them, rings wound as the format wants. */
  forFile(
    db: Queryable,
    farmId: number,
    winding: 'clockwise' | 'counter-clockwise',
  ): Promise<FieldForFile[]> {
    return fieldsForFile(db, farmId, winding);
  }
  /** Writes a field the viewer drew (in a farm, or for a neighbour with none); its uuid. */
  insertDrawn(tx: Queryable, field: DrawnField): Promise<string> {
    return insertDrawnField(tx, field);
  }

  /**
   * Gives the field a new boundary, at its next version. With `openedAt`, only if its boundary is
   * still at that version (the copy the client edited): false when it has changed since.
   */
  reshape(tx: Queryable, uuid: string, boundary: string, openedAt?: number): Promise<boolean> {
    return setBoundary(tx, uuid, boundary, openedAt);
  }

  /** Holds the fields, taken in one order (by uuid), until the transaction ends. */
  lockFields(tx: Queryable, uuids: string[]): Promise<void> {
    return lockFieldRows(tx, uuids);
  }

  /** Whether the fields form one piece: each touches or overlaps another of them. */
  connected(tx: Queryable, uuids: string[]): Promise<boolean> {
    return eachTouchesAnother(tx, uuids);
  }

  /** The union of the fields' boundaries (PostGIS), without repeated points. */
  unionOf(tx: Queryable, uuids: string[]): Promise<string> {
    return unionOf(tx, uuids);
  }

  /** The largest of the fields (the first of `uuids` when they are as large), with its name. */
  largestOf(tx: Queryable, uuids: string[]): Promise<{ uuid: string; name: string }> {
    return largestOf(tx, uuids);
  }

  /**
   * Gives `keep` the merged boundary, lists the absorbed fields in its merged_from and deletes
   * them; `keep` takes `name` unless another field of its farm has it.
   */
  merge(
    tx: Queryable,
    merge: { keep: string; absorbed: string[]; boundary: string; name: string },
  ): Promise<void> {
    return mergeFields(tx, merge);
  }

  /** The pieces a line (GeoJSON LineString) cuts a field into, and the parts it leaves whole. */
  splitPieces(tx: Queryable, uuid: string, line: string): Promise<SplitPiece[]> {
    return splitPieces(tx, uuid, line);
  }

  /** A new field cut from `from`, with its farm, owner, crop, trait and building label; its uuid. */
  insertPiece(tx: Queryable, from: string, name: string, boundary: string): Promise<string> {
    return insertPiece(tx, from, name, boundary);
  }
}
