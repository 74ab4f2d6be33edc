import { boundaryVersionMessages, boundaryMessages as shared } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { recordEvent } from '../audit/service';
import type { Catalogue } from '../catalogue/compatibility';
import { fieldDetail } from '../farms/audit-detail';
import { type DisputeNotices, type FarmField, type FieldRecords, fieldMessages } from '../farms/service';
import { boundaryMessages, checkBoundary, insideUs, MIN_ACRES } from './boundary';
import { checkCrop, editMessages, measureRules } from './field-checks';
import { measure, multi } from './measure-store';
import { coordinatesOf, splitPlan } from './pieces';
import { straighten } from './straight-edges';
import { type DisputeArea, disputeAreas, fieldsInView, type MapField } from './view-store';

export const drawMessages = {
  // Spec 8, word for word.
  noName: shared.noName,
  nameTaken: fieldMessages.nameTaken,
  mergeFailed: shared.mergeFailed,
  chooseSecond: 'Choose a second field to merge.',
  notTouching: 'Fields must touch or overlap to be merged.',
  neighbourMerge: "Only your own farms' fields can be merged.",
  splitLine: 'The line must cross the field from one edge to the other.',
  splitPieceTooSmall: `Each piece of a split field must be at least ${MIN_ACRES} acres.`,
};

/** What a client sends to draw a field (spec 3): herbicide and tank_mix are always null. */
export type DrawRequest = {
  name: string;
  mpoly: unknown;
  farm: number | null;
  crop?: number | null | undefined;
  crop_trait?: number | null | undefined;
  legal_confirmed?: boolean | undefined;
};

/** Boundaries a grower draws, reshapes, merges and splits; and the fields a map view shows. */
export class FieldBoundaries {
  constructor(
    private readonly db: Db,
    private readonly catalogue: () => Promise<Catalogue>,
    /** Every boundary written here tells the disputes it raises. */
    private readonly disputes: DisputeNotices,
    /** The field records and shapes a boundary writes, in its transaction (farms owns fields). */
    private readonly records: FieldRecords,
  ) {}

  /**
   * Add Field (spec 4, in its order): a name; plan B; for an own field, a farm of the
   * account, a name unique in it and the legal notice. A neighbour's boundary has no farm.
   */
  async create(viewer: Viewer, request: DrawRequest): Promise<FarmField> {
    const name = request.name.trim();
    if (!name) throw badRequest(drawMessages.noName, { name: [drawMessages.noName] });
    if (viewer.plan !== 'B') throw new ApiError(402, 'plan_limit', fieldMessages.noCredits);
    const own = request.farm !== null;
    if (own && !viewer.legalNotice && !request.legal_confirmed)
      throw new ApiError(403, 'legal_notice_required', fieldMessages.legal);
    const checked = checkBoundary(request.mpoly);
    if (!checked.ok) throw badRequest(checked.message, { mpoly: [checked.message] });
    const crop =
      request.crop == null && request.crop_trait == null
        ? { crop: null, cropTrait: null }
        : checkCrop(await this.catalogue(), request.crop ?? null, request.crop_trait ?? null);
    return this.db.transaction(async (tx) => {
      if (request.farm !== null) {
        if (!(await this.records.isOwnFarm(tx, viewer, request.farm)))
          throw forbidden(fieldMessages.notYourFarm);
        // One add at a time per farm, so two tabs cannot both take one name.
        await this.records.lockFarm(tx, request.farm);
        if (await this.records.nameTaken(tx, request.farm, name))
          throw conflict(drawMessages.nameTaken, 'name');
      }
      measureRules(await measure(tx, checked.coordinates));
      const uuid = await this.records.insertDrawn(tx, {
        farmId: request.farm,
        accountId: viewer.accountId,
        ownerUuid: viewer.userUuid,
        name,
        boundary: multi(checked.coordinates),
        crop: crop.crop,
        cropTrait: crop.cropTrait,
      });
      await this.disputes.tell(tx, [uuid]);
      const field = (await this.records.field(tx, uuid)) as FarmField;
      await recordEvent(tx, viewer, 'field.created', fieldDetail(field));
      return field;
    });
  }

  /**
   * Merges own fields that touch or overlap into the first: PostGIS unions the boundaries, the
   * corners left on straight edges are taken off, the first keeps its uuid, crop and farm and
   * lists the others in merged_from, and takes the name of the largest (a split's pieces merged
   * back are the field again, not "North 80 2"); every field's record as it was is kept in
   * field_history.
   */
  async merge(viewer: Viewer, uuid: string, mergeFields: string[]): Promise<FarmField> {
    const others = [...new Set(mergeFields)].filter((each) => each !== uuid);
    if (others.length === 0)
      throw badRequest(drawMessages.chooseSecond, { merge_fields: [drawMessages.chooseSecond] });
    const all = [uuid, ...others];
    return this.db.transaction(async (tx) => {
      await this.records.lockFields(tx, all);
      for (const each of all) {
        const field = await this.records.lockOwnField(tx, viewer, each);
        if (!field) throw notFound(editMessages.noField);
        if (field.farm === null) throw badRequest(drawMessages.neighbourMerge);
      }
      if (!(await this.records.connected(tx, all))) throw badRequest(drawMessages.notTouching);
      const union = coordinatesOf(await this.records.unionOf(tx, all));
      // Straightening moves no edge more than 2 cm; should that ever make the shape invalid (two
      // edges closer than that), the union is kept as PostGIS made it.
      const straight = straighten(union);
      const measured = await measure(tx, straight);
      const coordinates = measured.valid ? straight : union;
      measureRules(measured.valid ? measured : await measure(tx, union));
      const largest = await this.records.largestOf(tx, all);
      await this.records.keepHistory(tx, viewer, all, 'merged', uuid);
      // The disputes the merged fields were in are the kept field's now, told already.
      await this.disputes.carry(tx, others, [uuid]);
      await this.records.merge(tx, {
        keep: uuid,
        absorbed: others,
        boundary: multi(coordinates),
        name: largest.name,
      });
      await this.disputes.tell(tx, [uuid]);
      const field = (await this.records.field(tx, uuid)) as FarmField;
      await recordEvent(tx, viewer, 'field.merged', fieldDetail(field, { merged_from: others }));
      return field;
    });
  }

  /**
   * Splits a field along a line (PostGIS ST_Split): the largest piece keeps the field's uuid
   * and name, with the parts of a multi-part field the line does not cut; each other piece
   * becomes a field of the same farm, crop and trait, named after it with a number. The field
   * as it was is kept in field_history. With `openedAt`, only if the boundary is still at the
   * version the line was drawn on.
   */
  async split(
    viewer: Viewer,
    uuid: string,
    line: [number, number][],
    openedAt?: number,
  ): Promise<FarmField[]> {
    if (!line.every(insideUs))
      throw badRequest(boundaryMessages.outsideUs, { line: [boundaryMessages.outsideUs] });
    return this.db.transaction(async (tx) => {
      const field = await this.records.lockOwnField(tx, viewer, uuid);
      if (!field) throw notFound(editMessages.noField);
      const { pieces, untouched } = splitPlan(
        await this.records.splitPieces(tx, uuid, JSON.stringify({ type: 'LineString', coordinates: line })),
      );
      if (pieces.length < 2) throw badRequest(drawMessages.splitLine, { line: [drawMessages.splitLine] });
      if (pieces.some((piece) => piece.acres < MIN_ACRES)) throw badRequest(drawMessages.splitPieceTooSmall);
      const original = (await this.records.field(tx, uuid)) as FarmField;
      await this.records.keepHistory(tx, viewer, [uuid], 'split', uuid);
      const [largest, ...rest] = pieces;
      // A line drawn across a copy of the boundary that has changed since cuts another field.
      const kept = multi([...(largest as (typeof pieces)[number]).coordinates, ...untouched]);
      if (!(await this.records.reshape(tx, uuid, kept, openedAt)))
        throw conflict(boundaryVersionMessages.changed, 'boundary_version');
      const made = [uuid];
      let number = 2;
      for (const piece of rest) {
        const name = await this.freeName(tx, field.farm, original.name, () => number++);
        made.push(await this.records.insertPiece(tx, uuid, name, multi(piece.coordinates)));
      }
      // Each piece carries on the disputes its land was in, told already; a piece clear of one
      // lets it go.
      await this.disputes.carry(tx, [uuid], made.slice(1));
      await this.disputes.tell(tx, made);
      const fields = await Promise.all(
        made.map(async (each) => (await this.records.field(tx, each)) as FarmField),
      );
      await recordEvent(
        tx,
        viewer,
        'field.split',
        fieldDetail(original, {
          pieces: fields.map((each) => ({ uuid: each.uuid, name: each.name, acres: each.area })),
        }),
      );
      return fields;
    });
  }

  /** '<name> 2', '<name> 3'…: the first not taken in the farm, kept within 30 characters. */
  private async freeName(
    tx: Queryable,
    farm: number | null,
    base: string,
    next: () => number,
  ): Promise<string> {
    for (;;) {
      const suffix = ` ${next()}`;
      const name = `${base.slice(0, 30 - suffix.length).trimEnd()}${suffix}`;
      if (farm === null || !(await this.records.nameTaken(tx, farm, name))) return name;
    }
  }

  /** The fields a map view draws from their own boundaries, and the overlaps in dispute. */
  async inView(
    viewer: Viewer,
    view: { west: number; south: number; east: number; north: number },
  ): Promise<{ fields: MapField[]; disputes: DisputeArea[] }> {
    // An own field names its farm: the farms are the viewer's, through the farms service.
    const farms = await this.records.farmsOf(this.db, viewer);
    const farmNames = new Map(farms.map((farm) => [farm.id, farm.name]));
    const [fields, disputes] = await Promise.all([
      fieldsInView(this.db, viewer.accountId, view, MAP_FIELD_LIMIT, farmNames),
      disputeAreas(this.db, viewer.accountId, view),
    ]);
    return { fields, disputes };
  }
}

/** The most fields one map view draws; a view holding more is zoomed out past field detail. */
export const MAP_FIELD_LIMIT = 5000;
