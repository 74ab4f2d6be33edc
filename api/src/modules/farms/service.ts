import type { Plan, Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { lockAccount, nameOfAccount } from '../accounts/people';
import { recordEvent } from '../audit/service';
import { landUnitToClaim } from '../clu/service';
import { fieldDetail } from './audit-detail';
import { cluClaimed, countAccountFields, insertClaim, nameTakenInFarm } from './claims-store';
import type { DisputeNotices } from './dispute-notices';
import {
  disputesOfField,
  type FarmField,
  fieldNamesOf,
  type StoredField,
  storedFieldsOfFarm,
} from './fields-store';
import { fieldByUuid, fieldsOfFarm } from './named-fields';
import {
  countFarms,
  deleteFarm,
  type Farm,
  farmNameTaken,
  farmOwnedBy,
  farmsOf,
  firstFarmOf,
  insertFarm,
  renameFarm,
} from './store';

// Disputes told as they arise, by every module that changes a farm field's boundary.
export { DisputeNotices } from './dispute-notices';
export type { FarmField, StoredField } from './fields-store';
// What the boundaries and imports modules read and write of a farm's fields (boundaries their
// shapes too) in their own transactions.
export {
  type DrawnField,
  type FieldForFile,
  FieldRecords,
  type ImportedField,
  type MatchingField,
  type SplitPiece,
} from './records';

import { farmMessages as shared } from '@field-boundaries/contract/messages';

/** The farm an account starts with, named as the account (the farm given at registration). */
async function createFirstFarm(tx: Queryable, accountId: number): Promise<number> {
  return insertFarm(tx, accountId, (await nameOfAccount(tx, accountId)) ?? '');
}

function farmName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(fieldMessages.farmName, { name: [fieldMessages.farmName] });
  return trimmed;
}

export type ClaimRequest = { name: string; farm?: number | undefined; legal_confirmed?: boolean | undefined };

export const fieldMessages = {
  // Spec 6: any plan other than B is blocked from adding fields past the free one.
  noCredits: shared.noCredits,
  legal: 'Please confirm that you are the legal owner of this field or authorized to act for the owner.',
  taken: shared.claimed,
  missing: 'There is no such field.',
  nameTaken: 'A field with that name already exists in this farm!',
  notYourFarm: 'This farm is not one of yours.',
  noFarm: 'There is no such farm.',
  farmName: 'Please enter a name for the farm.',
  farmNameTaken: 'A farm with this name already exists.',
};

/** Plan F may hold one field; plan B any number; plan N (not activated) none. */
export const FIELD_LIMIT: Record<Plan, number> = { F: 1, B: Number.POSITIVE_INFINITY, N: 0 };
/** Plan F holds one farm (spec 1, 6); plan B any number. */
const FARM_LIMIT: Record<Plan, number> = { F: 1, B: Number.POSITIVE_INFINITY, N: 0 };

export class FieldsService {
  /**
   * `disputes` tells the disputes a claim raises; without it (the demo seed, which lays its data
   * down as it is, and tests of reads) a claim tells none.
   */
  constructor(
    private readonly db: Db,
    private readonly disputes: DisputeNotices | null = null,
  ) {}

  /** The farms of the viewer's account, with their field counts and acres. */
  async farms(viewer: Viewer): Promise<Farm[]> {
    return farmsOf(this.db, viewer.accountId);
  }

  /** Any account's farms, for a module that has checked the caller may see them (retailers). */
  farmsOfAccount(accountId: number): Promise<Farm[]> {
    return farmsOf(this.db, accountId);
  }

  /** A farm's fields, for a module that has checked the caller may see the account (retailers). */
  async fieldsOfAccountFarm(accountId: number, farmId: number): Promise<FarmField[]> {
    if (!(await farmOwnedBy(this.db, farmId, accountId))) throw notFound(fieldMessages.noFarm);
    return fieldsOfFarm(this.db, farmId);
  }

  /** The farm an account starts with, named as the farm given at registration. */
  createFirstFarm(tx: Queryable, accountId: number): Promise<number> {
    return createFirstFarm(tx, accountId);
  }

  async addFarm(viewer: Viewer, name: string): Promise<Farm> {
    const trimmed = farmName(name);
    const id = await this.db.transaction(async (tx) => {
      await lockAccount(tx, viewer.accountId);
      if ((await countFarms(tx, viewer.accountId)) >= FARM_LIMIT[viewer.plan])
        throw new ApiError(402, 'plan_limit', fieldMessages.noCredits);
      if (await farmNameTaken(tx, viewer.accountId, trimmed))
        throw conflict(fieldMessages.farmNameTaken, 'name');
      const farm = await insertFarm(tx, viewer.accountId, trimmed);
      await recordEvent(tx, viewer, 'farm.created', { farm, name: trimmed });
      return farm;
    });
    return this.farmOf(viewer, id);
  }

  async renameFarm(viewer: Viewer, id: number, name: string): Promise<Farm> {
    const trimmed = farmName(name);
    await this.db.transaction(async (tx) => {
      if (await farmNameTaken(tx, viewer.accountId, trimmed, id))
        throw conflict(fieldMessages.farmNameTaken, 'name');
      if (!(await renameFarm(tx, viewer.accountId, id, trimmed))) throw notFound(fieldMessages.noFarm);
      await recordEvent(tx, viewer, 'farm.renamed', { farm: id, name: trimmed });
    });
    return this.farmOf(viewer, id);
  }

  /** Deletes a farm and its fields (the web's dialog says so before it asks). */
  async deleteFarm(viewer: Viewer, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const farm = (await farmsOf(tx, viewer.accountId)).find((each) => each.id === id);
      // The fields go with the farm: the entry lists them, as a field's deletion names it.
      const fields = farm ? await fieldsOfFarm(tx, id) : [];
      if (!farm || !(await deleteFarm(tx, viewer.accountId, id))) throw notFound(fieldMessages.noFarm);
      await recordEvent(tx, viewer, 'farm.deleted', {
        farm: id,
        name: farm.name,
        fields: fields.map((field) => ({ uuid: field.uuid, name: field.name, acres: field.area })),
      });
    });
  }

  private async farmOf(viewer: Viewer, id: number): Promise<Farm> {
    const farm = (await farmsOf(this.db, viewer.accountId)).find((each) => each.id === id);
    if (!farm) throw notFound(fieldMessages.noFarm);
    return farm;
  }

  /** Throws 'There is no such farm.' unless the farm is one of the viewer's account. */
  async requireOwnFarm(viewer: Viewer, farmId: number): Promise<void> {
    if (!(await farmOwnedBy(this.db, farmId, viewer.accountId))) throw notFound(fieldMessages.noFarm);
  }

  /** A farm's fields; only the farm's own account may read them. */
  async farmFields(viewer: Viewer, farmId: number): Promise<FarmField[]> {
    if (!(await farmOwnedBy(this.db, farmId, viewer.accountId))) throw notFound('There is no such farm.');
    return fieldsOfFarm(this.db, farmId);
  }

  /**
   * A farm's fields as stored, their owners by uuid: for a spray's start, which names the people
   * it tells in one look-up of its own. Only the farm's own account may read them.
   */
  async farmFieldsToSpray(viewer: Viewer, farmId: number): Promise<StoredField[]> {
    if (!(await farmOwnedBy(this.db, farmId, viewer.accountId))) throw notFound('There is no such farm.');
    return storedFieldsOfFarm(this.db, farmId);
  }

  /** Any field by uuid, whoever owns it, for other modules' rules (drift reaches every field). */
  async field(uuid: string): Promise<FarmField> {
    const field = await fieldByUuid(this.db, uuid);
    if (!field) throw notFound(fieldMessages.missing);
    return field;
  }

  /** Other accounts' farm fields overlapping this one past the tolerance, whoever holds it (disputes show to both). */
  fieldDisputes(uuid: string): Promise<FarmField['dispute_fields']> {
    return disputesOfField(this.db, uuid);
  }

  /** One of the viewer's own fields (other modules' entry to a field's place and crop). */
  async ownField(viewer: Viewer, uuid: string): Promise<FarmField> {
    const field = await fieldByUuid(this.db, uuid);
    // A boundary drawn for a neighbour (no farm) is not one of the grower's own fields.
    if (!field || field.farm === null || !(await farmOwnedBy(this.db, field.farm, viewer.accountId)))
      throw notFound(fieldMessages.missing);
    return field;
  }

  /** Claims a free CLU for the viewer, into the given farm or the account's first farm. */
  async claim(viewer: Viewer, cluUuid: string, request: ClaimRequest): Promise<FarmField> {
    if (!viewer.legalNotice && !request.legal_confirmed) {
      throw new ApiError(403, 'legal_notice_required', fieldMessages.legal);
    }
    const name = request.name.trim();
    return this.db.transaction(async (tx) => {
      // One claim at a time per account, so two tabs cannot both take the last free credit.
      await lockAccount(tx, viewer.accountId);
      // The CLU's boundary comes from the clu service, in this transaction, and is copied as is.
      const clu = await landUnitToClaim(tx, cluUuid);
      if (!clu) throw notFound(fieldMessages.missing);
      if (await cluClaimed(tx, clu)) throw conflict(fieldMessages.taken);
      if ((await countAccountFields(tx, viewer.accountId)) >= FIELD_LIMIT[viewer.plan]) {
        throw new ApiError(402, 'plan_limit', fieldMessages.noCredits);
      }
      let farmId = request.farm ?? (await firstFarmOf(tx, viewer.accountId));
      if (request.farm !== undefined && !(await farmOwnedBy(tx, request.farm, viewer.accountId))) {
        throw forbidden(fieldMessages.notYourFarm);
      }
      farmId ??= await createFirstFarm(tx, viewer.accountId);
      if (await nameTakenInFarm(tx, farmId, name)) throw conflict(fieldMessages.nameTaken, 'name');
      const fieldUuid = await insertClaim(tx, { clu, farmId, ownerUuid: viewer.userUuid, name });
      if (!fieldUuid) throw conflict(fieldMessages.taken);
      await this.disputes?.tell(tx, [fieldUuid]);
      const field = (await fieldByUuid(tx, fieldUuid)) as FarmField;
      await recordEvent(tx, viewer, 'field.claimed', fieldDetail(field, { clu: cluUuid }));
      return field;
    });
  }

  // For the spray planner, whose store names only its own tables (issue 37).

  /** These fields' names, by name (case aside): what a spray's fields are called now. */
  fieldNames(uuids: readonly string[]): Promise<{ uuid: string; name: string }[]> {
    return fieldNamesOf(this.db, uuids);
  }
}
