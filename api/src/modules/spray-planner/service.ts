import { actedBy, attributionOf } from '../../auth/attribution';
import type { Plan, Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { type Person, peopleOf } from '../accounts/people';
import { recordEvent } from '../audit/service';
import { planInForce, plansOf } from '../billing/service';
import { activesOf } from '../catalogue/compatibility';
import type { CatalogueService } from '../catalogue/service';
import type { FieldsService } from '../farms/service';
import { timeZoneAt } from '../spray-safety/time-zone';
import type { TankMixesService } from '../tank-mixes/service';
import {
  bearingOf,
  idlePlanner,
  type Notice,
  type Planner,
  plannerMessages,
  type SprayRequest,
} from './answers';
import { herbicideLine, neighbourNotices, noticeAsRead, sprayHerbicides } from './notice-kernel';
import { sprayNoticeMail } from './notice-mail';
import * as noticeStore from './notice-store';
import { fixedReach, type Reach } from './reach';
import { conditionsToConfirm, type StartCheck } from './start-check';
import * as store from './store';

export {
  bearingOf,
  type Notice,
  type Planner,
  plannerMessages,
  type SprayReadings,
  type SprayRequest,
} from './answers';
/** The applicator's readings at boom height: the spray is judged on them, and the record keeps them. */
export type { StartReadings } from './store';

/** How far ahead of the clock a start may be: the field's and the phone's clocks differ. */
const START_AHEAD_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Recipients on plan B read who sprays (spec 6); a lapsed plan B is plan F (billing's rule). */
const readsSprayer = (recipient: { plan: Plan; expiresAt: Date | null }, now: Date) =>
  planInForce(recipient.plan, recipient.expiresAt, now) === 'B';

export class SprayPlanner {
  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogueService;
      tankMixes: TankMixesService;
      mailer: Mailer;
      webOrigin: string;
      /** Which neighbours' fields a spray reaches: the drift zone, or a fixed distance. */
      reach?: Reach;
      /** Judges the start against the labels in the tank; none judges nothing (tests of notices). */
      startCheck?: StartCheck;
    },
  ) {}

  /** The farm's planner: what it is spraying now, or empty lists and nulls. */
  async planner(viewer: Viewer, farmId: number): Promise<Planner> {
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const spray = await store.activeSpray(this.deps.db, farmId);
    if (!spray) return idlePlanner(farmId);
    const catalogue = await this.deps.catalog.load();
    const named = sprayHerbicides(catalogue, spray);
    return {
      farm: farmId,
      herbicide_group: spray.groups.flatMap((id, index) => {
        const group = named[index];
        return group ? [{ id, ...group }] : [];
      }),
      tank_mix: spray.tank_mix,
      fields: await this.deps.fields.fieldNames(spray.field_uuids),
      started_at: spray.started_at,
      time_zone: spray.time_zone,
      neighbours_notified: await noticeStore.countNotices(this.deps.db, spray.id),
      readings: spray.readings,
      confirmed_forecast: spray.confirmed_forecast,
    };
  }

  /** The planners of the viewer's farms that are spraying now. */
  async current(viewer: Viewer): Promise<Planner[]> {
    const farms = await this.deps.fields.farms(viewer);
    const planners = await Promise.all(farms.map((farm) => this.planner(viewer, farm.id)));
    return planners.filter((planner) => planner.started_at !== null);
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
    // Starting is starting now: a few minutes of clock difference either way, never a day ahead.
    if (startedAt.getTime() > now.getTime() + START_AHEAD_MS)
      throw badRequest(plannerMessages.startTooLate, { started_at: [plannerMessages.startTooLate] });
    const windFromDeg = bearingOf(request.measured_wind_direction);
    if (windFromDeg === null)
      throw badRequest(plannerMessages.windDirection, {
        measured_wind_direction: [plannerMessages.windDirection],
      });
    const readings = {
      windMph: request.measured_wind_mph,
      windFromDeg,
      temperatureF: request.measured_temperature_f,
    };

    const catalogue = await this.deps.catalog.load();
    let tankMix: { id: number; name: string } | null = null;
    let groups = groupsAsked;
    let actives: number[] = [];
    let products: string[] = [];
    if (request.tank_mix !== undefined) {
      const mixes = await this.deps.tankMixes.tankMixes(viewer).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      });
      const mix = mixes.find((each) => each.id === request.tank_mix);
      if (!mix) throw notFound(plannerMessages.mixMissing);
      tankMix = { id: mix.id, name: mix.name };
      groups = mix.herbicide_groups;
      actives = mix.active_ingredients;
      products = mix.products;
    } else {
      const unknown = groups.filter((id) => !catalogue.groups.has(id));
      if (unknown.length > 0) throw badRequest(plannerMessages.unknownGroup(unknown));
    }

    const plan = tankMix ? { tank_mix: tankMix.id } : { herbicide_groups: groups };
    const confirmed = await conditionsToConfirm(this.deps.startCheck, viewer, {
      fieldUuids,
      plan,
      startedAt,
      readings,
      confirm: request.confirm_forecast === true,
    });

    const herbicides = sprayHerbicides(catalogue, { groups, actives });
    const reach = await (this.deps.reach ?? fixedReach)(viewer, {
      fieldUuids,
      herbicideGroups: groups,
      tankMix: tankMix?.id ?? null,
      startedAt,
      wind: { speedMph: readings.windMph, fromDeg: readings.windFromDeg },
    });
    const inReach = await this.deps.fields.neighbourCropFields({
      exceptAccount: viewer.accountId,
      fieldUuids,
      meters: reach.meters,
      zone: reach.zone,
      only: reach.fields,
    });
    const notices = neighbourNotices(catalogue, activesOf(catalogue, { groups, actives }), inReach, products);
    const startedIso = startedAt.toISOString();
    // Neighbours read the spray's hours in the sprayed fields' own time (they lie a drift's reach away).
    const sprayed = farmFields.find((field) => field.uuid === fieldUuids[0]);
    const timeZone = sprayed ? timeZoneAt(sprayed.center.lat, sprayed.center.lng) : 'UTC';
    const told = await this.deps.db.transaction(async (tx) => {
      await this.deps.fields.lockFarm(tx, farmId);
      const replaced = await store.clearSpray(tx, farmId, viewer.actorUuid);
      const toldOfEnd =
        replaced === null ? [] : await noticeStore.insertStopNotices(tx, replaced, viewer.actorUuid);
      if (replaced !== null)
        await recordEvent(tx, viewer, 'spray.stopped', { farm: farmId, spray: replaced, replaced: true });
      const sprayId = await store.insertSpray(tx, {
        farmId,
        tankMix,
        groups,
        actives,
        fieldUuids,
        startedAt: startedIso,
        startedBy: viewer.actorUuid,
        timeZone,
        readings,
        confirmedForecast: confirmed,
      });
      await recordEvent(tx, viewer, 'spray.started', {
        farm: farmId,
        spray: sprayId,
        fields: fieldUuids,
        herbicides: herbicideLine(herbicides),
        ...(tankMix ? { tank_mix: tankMix.name } : {}),
        neighbours_notified: notices.length,
      });
      // Recipients on plan B read who sprays (spec 6), in the mail as in the product.
      const now = new Date();
      const plans = await plansOf(
        tx,
        notices.map((notice) => notice.account),
      );
      const named = new Set(plans.filter((each) => readsSprayer(each, now)).map((each) => each.account));
      const sprayedBy = named.size > 0 ? actedBy(await attributionOf(tx, viewer)) : null;
      for (const notice of notices) {
        await noticeStore.insertNotice(tx, {
          accountId: notice.account,
          sprayId,
          sprayerUuid: viewer.userUuid,
          actorUuid: viewer.actorUuid,
          startedAt: startedIso,
          herbicides,
          fields: notice.fields,
          timeZone,
        });
        for (const recipient of notice.recipients) {
          const mail = sprayNoticeMail(
            recipient,
            {
              startedAt: startedIso,
              timeZone,
              herbicides,
              fields: notice.fields,
              sprayedBy: named.has(notice.account) ? sprayedBy : null,
            },
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
  /**
   * What was measured at boom height when the field itself was last started spraying, within a
   * day and a half (an application ending the next day included): an Application Summary Report
   * of the field starts from these, named as measured. The caller has checked the field is the
   * viewer's. With `startedAt`, those of the field's spray started then, however long ago: the
   * one a report's draft used, which its save takes the start check from.
   */
  async startReadings(fieldUuid: string, startedAt?: Date): Promise<store.StartReadings | null> {
    return store.latestStartReadings(this.deps.db, fieldUuid, 36, startedAt);
  }

  async clearSpray(viewer: Viewer, farmId: number): Promise<{ notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const notifiedAccounts = await this.deps.db.transaction(async (tx) => {
      await this.deps.fields.lockFarm(tx, farmId);
      const cleared = await store.clearSpray(tx, farmId, viewer.actorUuid);
      if (cleared === null) throw notFound(plannerMessages.notSpraying);
      await recordEvent(tx, viewer, 'spray.stopped', { farm: farmId, spray: cleared });
      return noticeStore.insertStopNotices(tx, cleared, viewer.actorUuid);
    });
    return { notifiedAccounts: [...new Set(notifiedAccounts)] };
  }

  /**
   * The viewer's account's notices after a known id (oldest first), else its latest 20, each
   * saying who sprays where the account's plan shows it (spec 6); the people are named through
   * the accounts service, all in one look-up.
   */
  async notices(viewer: Viewer, after: number | null): Promise<Notice[]> {
    const { db } = this.deps;
    const stored = await noticeStore.noticesOf(db, viewer.accountId, after, after === null ? 20 : 100);
    const [plan] = await plansOf(db, [viewer.accountId]);
    const shows = plan !== undefined && readsSprayer(plan, new Date());
    const people = shows
      ? await peopleOf(
          db,
          stored.flatMap((each) => [each.sprayer_uuid, each.actor_uuid]),
        )
      : new Map<string, Person>();
    return stored.map((each) => noticeAsRead(each, people, shows));
  }
}
