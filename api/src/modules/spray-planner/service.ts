import { actedBy, attributionFrom } from '../../auth/attribution';
import type { Plan, Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { type Person, peopleOf } from '../accounts/people';
import { recordEvent } from '../audit/service';
import { planInForce, plansOf } from '../billing/service';
import type { Catalogue } from '../catalogue/compatibility';
import type { CatalogueService } from '../catalogue/service';
import type { FieldsService } from '../farms/service';
import type { StartJudge } from '../spray-safety/start-judgement';
import { idlePlanner, type Notice, type Planner, plannerMessages, type SprayRequest } from './answers';
import { herbicidesByGroup, neighbourNotices, noticeAsRead, sprayHerbicides } from './notice-kernel';
import * as noticeStore from './notice-store';
import { recordStart } from './record-start';
import { conditionsToConfirm } from './start-check';
import { checkedGroups, checkedStart } from './start-request';
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

/** Recipients on plan B read who sprays (spec 6); a lapsed plan B is plan F (billing's rule). */
const readsSprayer = (recipient: { plan: Plan; expiresAt: Date | null }, now: Date) =>
  planInForce(recipient.plan, recipient.expiresAt, now) === 'B';

/** A spray in progress as its planner answers it, its fields named as the farm holds them. */
const plannerOf = (
  spray: store.ActiveSpray,
  catalogue: Catalogue,
  fields: { uuid: string; name: string }[],
  notified: number,
): Planner => {
  const named = sprayHerbicides(catalogue, spray);
  return {
    farm: spray.farm,
    herbicide_group: spray.groups.flatMap((id, index) => {
      const group = named[index];
      return group ? [{ id, ...group }] : [];
    }),
    tank_mix: spray.tank_mix,
    fields,
    started_at: spray.started_at,
    time_zone: spray.time_zone,
    neighbours_notified: notified,
    readings: spray.readings,
    confirmed_forecast: spray.confirmed_forecast,
  };
};

export class SprayPlanner {
  constructor(
    private readonly deps: {
      db: Db;
      fields: FieldsService;
      catalog: CatalogueService;
      mailer: Mailer;
      webOrigin: string;
      /** Judges a start whole, once: its label verdicts and the neighbours it reaches. */
      judge: StartJudge;
    },
  ) {}

  /** The farm's planner: what it is spraying now, or empty lists and nulls. */
  async planner(viewer: Viewer, farmId: number): Promise<Planner> {
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const spray = await store.activeSpray(this.deps.db, farmId);
    if (!spray) return idlePlanner(farmId);
    const catalogue = await this.deps.catalog.load();
    const fields = await this.deps.fields.fieldNames(spray.field_uuids);
    return plannerOf(spray, catalogue, fields, await noticeStore.countNotices(this.deps.db, spray.id));
  }

  /** The planners of the viewer's farms that are spraying now. */
  async current(viewer: Viewer): Promise<Planner[]> {
    const farms = await this.deps.fields.farms(viewer);
    const planners = await Promise.all(farms.map((farm) => this.planner(viewer, farm.id)));
    return planners.filter((planner) => planner.started_at !== null);
  }

  /**
   * Starts (or replaces) what the farm sprays, and tells each neighbour whose crop in reach the
   * spray would injure, in the product and by e-mail, in the same transaction. A replaced spray
   * has ended: the neighbours told of it are told so (in the product). Each module is asked once,
   * for all it knows of the start, then the start is judged once (docs/spray-start-walk.md).
   * Answers the planner and the accounts told, of either (for the gateway's live delivery).
   */
  async setSpray(
    viewer: Viewer,
    farmId: number,
    request: SprayRequest,
    now = new Date(),
  ): Promise<{ planner: Planner; notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    const farmFields = await this.deps.fields.farmFieldsToSpray(viewer, farmId);
    const start = checkedStart(request, farmFields, now);
    const tank = checkedGroups(await this.deps.catalog.sprayTank(viewer, start.tank));
    const judgement = await this.deps.judge(viewer, { ...start, tank });
    // Dicamba's label judges the day's and the next day's forecast high (7.5) and its record
    // keeps that forecast (item 22): with no forecast there is nothing to judge or confirm.
    if (judgement.forecastMissing && tank.actives.some((active) => active.name === 'dicamba'))
      throw badRequest(plannerMessages.noForecastDicamba, {
        started_at: [plannerMessages.noForecastDicamba],
      });
    const confirmed = conditionsToConfirm(judgement, request.confirm_forecast === true);
    const reached = judgement.reach.fields;
    // Who is told, and who sprays, named in one look-up; their plans in one more.
    const people = await peopleOf(this.deps.db, [
      ...reached.map((field) => field.owner_uuid),
      viewer.userUuid,
      viewer.actorUuid,
    ]);
    const inReach = reached.map(({ owner_uuid, ...field }) => {
      const owner = people.get(owner_uuid);
      return { ...field, owner: { full_name: owner?.full_name ?? '', email: owner?.email ?? '' } };
    });
    const herbicides = herbicidesByGroup(tank.catalogue, tank.groups, tank.actives);
    const notices = neighbourNotices(tank.catalogue, tank.actives, inReach, tank.products);
    const plans = await plansOf(
      this.deps.db,
      notices.map((notice) => notice.account),
    );
    const named = new Set(plans.filter((each) => readsSprayer(each, new Date())).map((each) => each.account));
    const spray = {
      farmId,
      tankMix: tank.tankMix,
      groups: tank.groups,
      actives: tank.activeIds,
      fieldUuids: start.fields.map((field) => field.uuid),
      startedAt: start.startedAt.toISOString(),
      startedBy: viewer.actorUuid,
      // Neighbours read the spray's hours in the sprayed fields' own time (they lie a drift's reach away).
      timeZone: judgement.timeZone,
      readings: start.readings,
      confirmedForecast: confirmed,
    };
    const told = await recordStart(this.deps, viewer, spray, notices, {
      herbicides,
      sprayedBy: named.size > 0 ? actedBy(attributionFrom(people, viewer)) : null,
      named,
    });
    const started = (await store.activeSpray(this.deps.db, farmId)) as store.ActiveSpray;
    const sprayed = new Set(started.field_uuids);
    return {
      planner: plannerOf(
        started,
        tank.catalogue,
        farmFields.filter((field) => sprayed.has(field.uuid)).map(({ uuid, name }) => ({ uuid, name })),
        await noticeStore.countNotices(this.deps.db, started.id),
      ),
      notifiedAccounts: [...new Set([...told, ...notices.map((notice) => notice.account)])],
    };
  }

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

  /**
   * Ends what the farm is spraying. The notices it caused stay, marked as ended, and each
   * neighbour told of its start gets a notice of its end (in the product; the e-mail went out
   * with the start). Answers the accounts told, for the gateway's live delivery.
   */
  async clearSpray(viewer: Viewer, farmId: number): Promise<{ notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const notifiedAccounts = await this.deps.db.transaction(async (tx) => {
      await store.lockFarmSprays(tx, farmId);
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
