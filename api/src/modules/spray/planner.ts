import { actedBy, attributionOf } from '../../auth/attribution';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { recordEvent } from '../audit/service';
import { activesOf } from '../catalog/compatibility';
import type { CatalogService } from '../catalog/service';
import type { FieldsService } from '../farms/service';
import { degreesOfCompass } from '../weather/forecast';
import { timeZoneAt } from '../weather/time-zone';
import { type Breach, breachLine } from './label-rules';
import { herbicideLine, neighbourNotices, sprayHerbicides } from './notice-kernel';
import { sprayNoticeMail } from './notice-mail';
import { fixedReach, type Reach } from './planner-reach';
import * as store from './planner-store';
import type { StartCheck } from './start-check';

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
  windSpeed: 'Give the wind speed measured at boom height, from 0 to 60 mph.',
  windDirection:
    'Give the wind direction measured at boom height as a compass point (e.g. SW) or degrees from 0 to 360.',
  temperature: 'Give the air temperature measured at boom height, from -40 to 130°F.',
  refused: (products: string, line: string) => `Not allowed by the ${products} label: ${line}`,
  confirm: (products: string, line: string) =>
    `The forecast for this hour breaks the ${products} label: ${line} Confirm that you checked the conditions to start anyway.`,
};

/** The applicator's readings at boom height: the spray is judged on them, and the record keeps them. */
export type SprayReadings = {
  measured_wind_mph: number;
  /** A compass point ('SW') or degrees the wind blows from. */
  measured_wind_direction: string;
  measured_temperature_f: number;
};

/** 'SW' → 225, '225' → 225; null for anything that is not a compass bearing. */
export function bearingOf(direction: string): number | null {
  const point = degreesOfCompass(direction);
  if (point !== null) return point;
  const text = direction.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const degrees = Number(text);
  return degrees >= 0 && degrees <= 360 ? degrees % 360 : null;
}

/** Which input a broken rule is about, so the form can put the message beside it. */
const fieldOfRule: Record<string, keyof SprayReadings | 'started_at'> = {
  wind: 'measured_wind_mph',
  inversion: 'measured_wind_mph',
  temperature: 'measured_temperature_f',
  daylight: 'started_at',
  'sensitive-downwind': 'measured_wind_direction',
};

export type SprayRequest = {
  herbicide_groups?: number[] | undefined;
  tank_mix?: number | undefined;
  fields: string[];
  /** When spraying starts; now when absent. */
  started_at?: string | undefined;
  /** The grower confirms starting though the forecast for the hour breaks a label rule. */
  confirm_forecast?: boolean | undefined;
} & SprayReadings;

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
  /** What the applicator measured at boom height when spraying started; null when not spraying. */
  readings: {
    wind_mph: number;
    wind_from_deg: number;
    temperature_f: number;
  } | null;
  /** The forecast's broken rules the grower confirmed at the start, word for word. */
  confirmed_forecast: string[];
};

/** A neighbour's notice as the api answers it. */
export type Notice = Omit<store.StoredNotice, 'attribution'> & {
  /** Who started (or stopped) the spray, as the notice names them; null where the sprayer is hidden. */
  sprayed_by: string | null;
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
      /** Judges the start against the labels in the tank; none judges nothing (tests of notices). */
      startCheck?: StartCheck;
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
        readings: null,
        confirmed_forecast: [],
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
      readings: spray.readings,
      confirmed_forecast: spray.confirmed_forecast,
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
      const mixes = await this.deps.catalog.tankMixes(viewer).catch((error: unknown) => {
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
    const confirmed = await this.checkConditions(viewer, {
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
      await store.lockFarm(tx, farmId);
      const replaced = await store.clearSpray(tx, farmId, viewer.actorUuid);
      const toldOfEnd =
        replaced === null ? [] : await store.insertStopNotices(tx, replaced, viewer.actorUuid);
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
      const named = await store.accountsOnPlanB(
        tx,
        notices.map((notice) => notice.account),
      );
      const sprayedBy = named.size > 0 ? actedBy(await attributionOf(tx, viewer)) : null;
      for (const notice of notices) {
        await store.insertNotice(tx, {
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
   * Refuses a start whose measured conditions break a label rule in the tank, naming the rule;
   * asks for confirmation when only the forecast (or rain ahead) breaks one. Answers the lines
   * the grower confirmed, to keep with the spray.
   */
  private async checkConditions(
    viewer: Viewer,
    request: Parameters<StartCheck>[1] & { confirm: boolean },
  ): Promise<string[]> {
    if (!this.deps.startCheck) return [];
    const { measured, forecast } = await this.deps.startCheck(viewer, request);
    // Rain ahead is a forecast by nature: the applicator may know it will not run off.
    const refused = measured.breaches.filter((breach) => breach.kind !== 'rain');
    if (refused.length > 0) {
      const fields: Record<string, string[]> = {};
      for (const breach of refused) {
        const field = fieldOfRule[breach.kind] ?? 'non_field_errors';
        fields[field] = [
          ...(fields[field] ?? []),
          plannerMessages.refused(breach.products, breachLine(breach)),
        ];
      }
      throw badRequest(
        plannerMessages.refused(refused[0]?.products ?? '', breachLine(refused[0] as Breach)),
        fields,
      );
    }
    const seen = new Set<string>();
    const toConfirm = [...measured.breaches, ...(forecast?.breaches ?? [])].filter((breach) => {
      if (seen.has(breach.rule)) return false;
      seen.add(breach.rule);
      return true;
    });
    const lines = toConfirm.map((breach) => plannerMessages.confirm(breach.products, breachLine(breach)));
    if (lines.length > 0 && !request.confirm)
      throw new ApiError(409, 'confirm_forecast', lines[0] as string, { confirm_forecast: lines });
    return lines;
  }

  /**
   * Ends what the farm is spraying. The notices it caused stay, marked as ended, and each
   * neighbour told of its start gets a notice of its end (in the product; the e-mail went out
   * with the start). Answers the accounts told, for the gateway's live delivery.
   */
  /**
   * What was measured at boom height when the field's farm last started spraying, within a day
   * and a half (an application ending the next day included): an Application Summary Report of
   * the field starts from these, named as measured. The caller has checked the field is the
   * viewer's.
   */
  startReadings(fieldUuid: string): Promise<store.StartReadings | null> {
    return store.latestStartReadings(this.deps.db, fieldUuid, 36);
  }

  async clearSpray(viewer: Viewer, farmId: number): Promise<{ notifiedAccounts: number[] }> {
    if (viewer.roles.retailer) throw forbidden(plannerMessages.retailer);
    await this.deps.fields.requireOwnFarm(viewer, farmId);
    const notifiedAccounts = await this.deps.db.transaction(async (tx) => {
      await store.lockFarm(tx, farmId);
      const cleared = await store.clearSpray(tx, farmId, viewer.actorUuid);
      if (cleared === null) throw notFound(plannerMessages.notSpraying);
      await recordEvent(tx, viewer, 'spray.stopped', { farm: farmId, spray: cleared });
      return store.insertStopNotices(tx, cleared, viewer.actorUuid);
    });
    return { notifiedAccounts: [...new Set(notifiedAccounts)] };
  }

  /**
   * The viewer's account's notices after a known id (oldest first), else its latest 20, each
   * saying who sprays where the plan shows it: the sprayer, or in god mode the retailer or staff
   * member for the farm ('Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms').
   */
  async notices(viewer: Viewer, after: number | null): Promise<Notice[]> {
    const stored = await store.noticesOf(this.deps.db, viewer.accountId, after, after === null ? 20 : 100);
    return stored.map(({ attribution, ...notice }) => ({
      ...notice,
      sprayed_by: attribution ? actedBy(attribution) : null,
    }));
  }
}
