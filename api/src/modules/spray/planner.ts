import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { activesOf } from '../catalog/compatibility';
import type { CatalogService } from '../catalog/service';
import type { FieldsService } from '../fields/service';
import { timeZoneAt } from '../weather/time-zone';
import { neighbourNotices, sprayHerbicides } from './notice-kernel';
import { sprayNoticeMail } from './notice-mail';
import { fixedReach, type Reach } from './planner-reach';
import * as store from './planner-store';

export const plannerMessages = {
  retailer: "Only the farm's grower plans its sprays.",
  nothing: 'Choose a tank mix or at least one herbicide group to spray.',
  both: 'Spray either a tank mix or herbicide groups, not both.',
  noFields: 'Choose at least one field to spray.',
  notFarmField: 'Each field to spray must be a field of this farm.',
  startTooEarly: 'The start time cannot be more than a day ago.',
  notSpraying: 'This farm is not spraying.',
  mixMissing: 'There is no such Tank Mix.',
  unknownGroup: (ids: number[]) => `There is no herbicide group with id ${ids.join(', ')}.`,
};

export type SprayRequest = {
  herbicide_groups?: number[] | undefined;
  tank_mix?: number | undefined;
  fields: string[];
  /** When spraying starts; now when absent. */
  started_at?: string | undefined;
};

export type Planner = {
  farm: number;
  herbicide_group: {
    id: number;
    group_label: string;
    group_type: string;
    herbicide_names: string[];
  }[];
  tank_mix: { id: number | null; name: string } | null;
  fields: { uuid: string; name: string }[];
  started_at: string | null;
  /** The sprayed fields' IANA time zone, in which started_at is read; null when not spraying. */
  time_zone: string | null;
  neighbours_notified: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export class SprayPlanner {
  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogService;
      mailer: Mailer;
      webOrigin: string;
      /** Which neighbours' fields a spray reaches: the drift zone, or a fixed distance. */
      reach?: Reach;
    },
  ) {}

  /** The farm's planner: what it is spraying now, or empty lists and nulls. */
  async planner(viewer: Viewer, farmId: number): Promise<Planner> {
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const spray = await store.activeSpray(this.deps.db, farmId);
    if (!spray) {
      return {
        farm: farmId,
        herbicide_group: [],
        tank_mix: null,
        fields: [],
        started_at: null,
        time_zone: null,
        neighbours_notified: 0,
      };
    }
    const catalogue = await this.deps.catalog.load();
    const named = sprayHerbicides(catalogue, spray);
    return {
      farm: farmId,
      herbicide_group: spray.groups.flatMap((id, index) => {
        const group = named[index];
        return group ? [{ id, ...group }] : [];
      }),
      tank_mix: spray.tank_mix,
      fields: spray.fields,
      started_at: spray.started_at,
      time_zone: spray.time_zone,
      neighbours_notified: await store.countNotices(this.deps.db, spray.id),
    };
  }

  /**
   * Starts (or replaces) what the farm sprays, and tells each neighbour whose crop in reach the
   * spray would injure, in the product and by e-mail, in the same transaction. A replaced
   * spray has ended: the neighbours told of it are told so (in the product).
   * Answers the planner and the accounts told, of either (for the gateway's live delivery).
   */
  async setSpray(
    viewer: Viewer,
    farmId: number,
    request: SprayRequest,
    now = new Date(),
  ): Promise<{ planner: Planner; notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    const farmFields = await this.deps.fields.farmFields(viewer, farmId);
    const groupsAsked = [...new Set(request.herbicide_groups ?? [])];
    if (groupsAsked.length > 0 && request.tank_mix !== undefined) throw badRequest(plannerMessages.both);
    if (groupsAsked.length === 0 && request.tank_mix === undefined)
      throw badRequest(plannerMessages.nothing, { herbicide_groups: [plannerMessages.nothing] });
    const fieldUuids = [...new Set(request.fields)];
    if (fieldUuids.length === 0)
      throw badRequest(plannerMessages.noFields, { fields: [plannerMessages.noFields] });
    const own = new Set(farmFields.map((field) => field.uuid));
    if (fieldUuids.some((uuid) => !own.has(uuid)))
      throw badRequest(plannerMessages.notFarmField, { fields: [plannerMessages.notFarmField] });
    const startedAt = request.started_at ? new Date(request.started_at) : now;
    if (startedAt.getTime() < now.getTime() - DAY_MS)
      throw badRequest(plannerMessages.startTooEarly, { started_at: [plannerMessages.startTooEarly] });

    const catalogue = await this.deps.catalog.load();
    let tankMix: { id: number; name: string } | null = null;
    let groups = groupsAsked;
    let actives: number[] = [];
    if (request.tank_mix !== undefined) {
      const mixes = await this.deps.catalog.tankMixes(viewer).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      });
      const mix = mixes.find((each) => each.id === request.tank_mix);
      if (!mix) throw notFound(plannerMessages.mixMissing);
      tankMix = { id: mix.id, name: mix.name };
      groups = mix.herbicide_groups;
      actives = mix.active_ingredients;
    } else {
      const unknown = groups.filter((id) => !catalogue.groups.has(id));
      if (unknown.length > 0) throw badRequest(plannerMessages.unknownGroup(unknown));
    }

    const herbicides = sprayHerbicides(catalogue, { groups, actives });
    const reach = await (this.deps.reach ?? fixedReach)(viewer, {
      fieldUuids,
      herbicideGroups: groups,
      tankMix: tankMix?.id ?? null,
      startedAt,
    });
    const inReach = await this.deps.fields.neighbourCropFields({
      exceptAccount: viewer.accountId,
      fieldUuids,
      meters: reach.meters,
      zone: reach.zone,
    });
    const notices = neighbourNotices(catalogue, activesOf(catalogue, { groups, actives }), inReach);
    const startedIso = startedAt.toISOString();
    // Neighbours read the spray's hours in the sprayed fields' own time (they lie a drift's reach away).
    const sprayed = farmFields.find((field) => field.uuid === fieldUuids[0]);
    const timeZone = sprayed ? timeZoneAt(sprayed.center.lat, sprayed.center.lng) : 'UTC';
    const told = await this.deps.db.transaction(async (tx) => {
      await store.lockFarm(tx, farmId);
      const replaced = await store.clearSpray(tx, farmId);
      const toldOfEnd = replaced === null ? [] : await store.insertStopNotices(tx, replaced);
      const sprayId = await store.insertSpray(tx, {
        farmId,
        tankMix,
        groups,
        actives,
        fieldUuids,
        startedAt: startedIso,
        startedBy: viewer.actorUuid,
        timeZone,
      });
      for (const notice of notices) {
        await store.insertNotice(tx, {
          accountId: notice.account,
          sprayId,
          sprayerUuid: viewer.userUuid,
          startedAt: startedIso,
          herbicides,
          fields: notice.fields,
          timeZone,
        });
        for (const recipient of notice.recipients) {
          const mail = sprayNoticeMail(
            recipient,
            { startedAt: startedIso, timeZone, herbicides, fields: notice.fields },
            `${this.deps.webOrigin}/dashboard`,
          );
          await this.deps.mailer.send(mail, tx);
        }
      }
      return toldOfEnd;
    });
    return {
      planner: await this.planner(viewer, farmId),
      notifiedAccounts: [...new Set([...told, ...notices.map((notice) => notice.account)])],
    };
  }

  /**
   * Ends what the farm is spraying. The notices it caused stay, marked as ended, and each
   * neighbour told of its start gets a notice of its end (in the product; the e-mail went out
   * with the start). Answers the accounts told, for the gateway's live delivery.
   */
  async clearSpray(viewer: Viewer, farmId: number): Promise<{ notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const notifiedAccounts = await this.deps.db.transaction(async (tx) => {
      await store.lockFarm(tx, farmId);
      const cleared = await store.clearSpray(tx, farmId);
      if (cleared === null) throw notFound(plannerMessages.notSpraying);
      return store.insertStopNotices(tx, cleared);
    });
    return { notifiedAccounts: [...new Set(notifiedAccounts)] };
  }

  /** The viewer's account's notices after a known id (oldest first), else its latest 20. */
  notices(viewer: Viewer, after: number | null): Promise<store.StoredNotice[]> {
    return store.noticesOf(this.deps.db, viewer.accountId, after, after === null ? 20 : 100);
  }
}
