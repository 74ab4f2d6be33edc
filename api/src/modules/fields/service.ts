import type { Db } from '../../db/db';
import { ApiError, conflict, forbidden, notFound } from '../../errors';
import { findUser } from '../accounts/store';
import {
  cluClaimState,
  countAccountFields,
  createFirstFarm,
  type Farm,
  type FarmField,
  farmOwnedBy,
  farmsOf,
  fieldByUuid,
  fieldsOfFarm,
  firstFarmOf,
  insertClaim,
  nameTakenInFarm,
} from './store';

export type ClaimRequest = { name: string; farm?: number | undefined; legal_confirmed?: boolean | undefined };

export const fieldMessages = {
  // Spec 6: any plan other than B is blocked from adding fields past the free one.
  noCredits: "Oops! You don't have enough credits.",
  legal: 'Please confirm that you are the legal owner of this field or authorized to act for the owner.',
  taken: 'This field has already been claimed.',
  missing: 'There is no such field.',
  nameTaken: 'A field with this name already exists in this farm.',
  notYourFarm: 'This farm is not one of yours.',
};

/** Plan F may hold one field; plan B any number; plan N (not activated) none. */
const FIELD_LIMIT: Record<'F' | 'B' | 'N', number> = { F: 1, B: Number.POSITIVE_INFINITY, N: 0 };

export class FieldsService {
  constructor(private readonly db: Db) {}

  private async viewer(uuid: string) {
    const viewer = await findUser(this.db, uuid);
    if (!viewer) throw notFound('There is no such user.');
    return viewer;
  }

  /** The farms of the viewer's account. */
  async farms(viewerUuid: string): Promise<Farm[]> {
    return farmsOf(this.db, (await this.viewer(viewerUuid)).account);
  }

  /** A farm's fields; only the farm's own account may read them. */
  async farmFields(viewerUuid: string, farmId: number): Promise<FarmField[]> {
    const viewer = await this.viewer(viewerUuid);
    if (!(await farmOwnedBy(this.db, farmId, viewer.account))) throw notFound('There is no such farm.');
    return fieldsOfFarm(this.db, farmId);
  }

  /** Claims a free CLU for the viewer, into the given farm or the account's first farm. */
  async claim(viewerUuid: string, cluUuid: string, request: ClaimRequest): Promise<FarmField> {
    const viewer = await this.viewer(viewerUuid);
    if (!viewer.legal_notice && !request.legal_confirmed) {
      throw new ApiError(403, 'legal_notice_required', fieldMessages.legal);
    }
    const name = request.name.trim();
    return this.db.transaction(async (tx) => {
      // One claim at a time per account, so two tabs cannot both take the last free credit.
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [viewer.account]);
      const state = await cluClaimState(tx, cluUuid);
      if (state === 'missing') throw notFound(fieldMessages.missing);
      if (state === 'taken') throw conflict(fieldMessages.taken);
      if ((await countAccountFields(tx, viewer.account)) >= FIELD_LIMIT[viewer.subscription_plan]) {
        throw new ApiError(402, 'plan_limit', fieldMessages.noCredits);
      }
      let farmId = request.farm ?? (await firstFarmOf(tx, viewer.account));
      if (request.farm !== undefined && !(await farmOwnedBy(tx, request.farm, viewer.account))) {
        throw forbidden(fieldMessages.notYourFarm);
      }
      farmId ??= await createFirstFarm(tx, viewer.account);
      if (await nameTakenInFarm(tx, farmId, name)) throw conflict(fieldMessages.nameTaken, 'name');
      if (!(await insertClaim(tx, { cluUuid, farmId, ownerUuid: viewer.uuid, name }))) {
        throw conflict(fieldMessages.taken);
      }
      return (await fieldByUuid(tx, cluUuid)) as FarmField;
    });
  }
}
