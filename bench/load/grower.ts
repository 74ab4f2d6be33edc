import { parse } from 'graphql';
import { sampleReportForm } from '../../api/src/modules/reports/form.testing';
import {
  ClaimFieldDocument,
  CluFieldsDocument,
  CluNodesDocument,
  CreateTankMixDocument,
  DeleteFieldDocument,
  DeleteTankMixDocument,
  FarmSidebarDocument,
  FarmSprayDocument,
  MapFieldsDocument,
  SaveReportDocument,
  SprayNoticesLiveDocument,
  StartSprayingDocument,
  StopSprayingDocument,
  UpdateFieldDocument,
  ViewerDocument,
} from '../../web/src/graphql/generated/graphql';
import { GatewayClient, type Outcome } from './graphql';
import type { Recorder } from './metrics';
import type { RetryingClient } from './resilient';
import type { Grower, World } from './world';

// One virtual grower: signs in as a token client (a mobile app's way: the web's Login asks
// for cookies instead), holds its spray-notice subscription open the whole time, and then,
// after a think time of 2–5 s each, does what growers do, drawn by weight (bench/README.md).
const Login = parse(`mutation LoadLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) { ok errors { message } access }
}`);

export const MIX: [Activity, number][] = [
  ['dashboard', 30],
  ['edit field', 15],
  ['stream CLU', 10],
  ['tank mix', 10],
  ['spray', 10],
  ['report', 5],
  ['claim', 5],
];
type Activity = 'dashboard' | 'edit field' | 'stream CLU' | 'tank mix' | 'spray' | 'report' | 'claim';

const think = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000 + Math.random() * 3000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function draw(sprays: boolean): Activity {
  const choices = MIX.filter(([activity]) => sprays || activity !== 'spray');
  let left = Math.random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [activity, weight] of choices) {
    left -= weight;
    if (left < 0) return activity;
  }
  return 'dashboard';
}

const report = (field: string, name: string) => ({ field, form: sampleReportForm({ applicator: name }) });

/**
 * The failover bench's grower (bench/failover.ts): a client that tries again and resubscribes
 * (resilient.ts), and after each claim a look at the CLU map to see the claim as its own.
 */
export type FailoverPlay = {
  client: RetryingClient;
  /** Each spare CLU's node. */
  nodes: Map<string, number>;
  ownWrites: { seen: number; stale: number; unread: number };
  /** Per grower's field: the number of the last rename acknowledged, and of the last tried. */
  renames: Map<string, { acked: number; tried: number }>;
};

export async function playGrower(
  grower: Grower,
  world: World,
  gatewayUrl: string,
  recorder: Recorder,
  signal: AbortSignal,
  failover?: FailoverPlay,
): Promise<void> {
  const client = failover?.client ?? new GatewayClient(gatewayUrl);
  const timed = async (op: string, run: () => Promise<Outcome>): Promise<Outcome> => {
    const at = performance.now();
    const outcome = await run();
    recorder.record(op, at, performance.now() - at, outcome.ok ? undefined : outcome.kind);
    return outcome;
  };
  const signedIn = await timed('sign in', () =>
    client.request(Login, { email: grower.email, password: grower.password }),
  );
  if (!signedIn.ok) return;
  client.access = (signedIn.data.login as { access: string }).access;

  const onNotice = (data: Record<string, unknown>) => {
    const notice = data as { sprayId: number; kind: string; sprayedBy: string | null };
    // 'Load Grower (load-3-…@example.com)': the sprayer, by the e-mail the notice names.
    const sprayer = /\(([^()]+@[^()]+)\)$/.exec(notice.sprayedBy ?? '')?.[1] ?? '';
    recorder.noticed(grower.index, notice.sprayId, notice.kind, sprayer, performance.now());
  };
  const listening = () => recorder.listening.add(grower.index);
  const notices = failover
    ? failover.client.listenForNotices(onNotice, signal, listening)
    : client.subscribe(
        SprayNoticesLiveDocument,
        {},
        (data) => onNotice(data.sprayNotices as Record<string, unknown>),
        signal,
        listening,
      );
  let spares = [...grower.spares];
  let name = 0;
  while (!signal.aborted) {
    await think(signal);
    if (signal.aborted) break;
    // A grower sprays only once its neighbour listens: a notice sent before is not owed to it.
    const activity = draw(grower.windFromDeg !== null && recorder.listening.has(grower.partner));
    if (activity === 'dashboard') {
      const { lat, lng } = grower.field;
      await Promise.all([
        timed('viewer', () => client.request(ViewerDocument)),
        timed('farms and fields', () => client.request(FarmSidebarDocument)),
        timed('planned spray', () =>
          client.request(FarmSprayDocument, { plan: { herbicideGroups: [world.sprayGroup] } }),
        ),
        timed('map fields', () =>
          client.request(MapFieldsDocument, {
            west: lng - 0.02,
            south: lat - 0.015,
            east: lng + 0.02,
            north: lat + 0.015,
          }),
        ),
      ]);
    } else if (activity === 'edit field') {
      name += 1;
      const rename = failover?.renames.get(grower.field.uuid) ?? { acked: 0, tried: 0 };
      rename.tried = name;
      failover?.renames.set(grower.field.uuid, rename);
      const renamed = await timed('edit field', () =>
        client.request(UpdateFieldDocument, {
          uuid: grower.field.uuid,
          input: { name: `Load ${grower.index} ${name}` },
        }),
      );
      if (renamed.ok) rename.acked = name;
    } else if (activity === 'stream CLU') {
      const { lat, lng } = grower.field;
      const at = performance.now();
      const nodes = await client.request(CluNodesDocument, { lat, lng });
      if (!nodes.ok) {
        recorder.record('stream CLU', at, performance.now() - at, nodes.kind);
        continue;
      }
      const cursors = (nodes.data.cluNodes as { id: number }[]).slice(0, 36).map(({ id }) => ({ id }));
      let fields = 0;
      const streamed = failover
        ? await failover.client.streamNodes(
            cursors,
            { near: { lat, lng } },
            (batch) => {
              fields += batch.length;
            },
            signal,
          )
        : await client.subscribe(
            CluFieldsDocument,
            { nodes: cursors, near: { lat, lng } },
            (data) => {
              fields += (data.cluFields as { fields: unknown[] }).fields.length;
            },
            signal,
          );
      if (signal.aborted) break;
      recorder.record(
        'stream CLU',
        at,
        performance.now() - at,
        streamed.ok ? (fields ? undefined : 'empty') : streamed.kind,
      );
    } else if (activity === 'tank mix') {
      const made = await timed('create tank mix', () =>
        client.request(CreateTankMixDocument, {
          input: { name: `Load mix ${grower.index}-${name++}`, herbicideGroupIds: [world.sprayGroup, 4] },
        }),
      );
      const id = made.ok ? (made.data.createTankMix as { tankMix: { id: number } }).tankMix.id : null;
      if (id !== null) await timed('delete tank mix', () => client.request(DeleteTankMixDocument, { id }));
    } else if (activity === 'report') {
      const saved = await timed('save report', () =>
        client.request(SaveReportDocument, { input: report(grower.field.uuid, 'Load Grower') }),
      );
      const pdfUrl = saved.ok
        ? (saved.data.saveReport as { report: { pdfUrl: string } }).report.pdfUrl
        : null;
      if (pdfUrl) {
        const at = performance.now();
        const pdf = failover
          ? await failover.client.download(`${gatewayUrl}${pdfUrl}`)
          : await fetch(`${gatewayUrl}${pdfUrl}`, {
              headers: { authorization: `Bearer ${client.access}` },
              signal: AbortSignal.timeout(30_000),
            }).then(
              async (response) => ({
                status: response.status,
                bytes: (await response.arrayBuffer()).byteLength,
              }),
              () => ({ status: 0, bytes: 0 }),
            );
        recorder.record(
          'report PDF',
          at,
          performance.now() - at,
          pdf.status === 200 && pdf.bytes > 0 ? undefined : `http ${pdf.status}`,
        );
      }
    } else if (activity === 'spray') {
      const at = performance.now();
      const started = await timed('start spraying', () =>
        client.request(StartSprayingDocument, {
          input: {
            farmId: grower.farm,
            herbicideGroupIds: [world.sprayGroup],
            fieldUuids: [grower.field.uuid],
            measuredWindMph: 6,
            measuredWindDirection: String(Math.round(grower.windFromDeg ?? 0)),
            measuredTemperatureF: 70,
            confirmForecast: true,
          },
        }),
      );
      if (started.ok) {
        const told = (started.data.startSpraying as { planner: { neighboursNotified: number } }).planner
          .neighboursNotified;
        recorder.started(grower.email, at, told);
        await think(signal);
        await timed('stop spraying', () => client.request(StopSprayingDocument, { farmId: grower.farm }));
      }
    } else if (activity === 'claim') {
      const uuid = spares.shift();
      if (!uuid) {
        spares = [...grower.spares];
        continue;
      }
      const claimed = await timed('claim field', () =>
        client.request(ClaimFieldDocument, {
          uuid,
          input: { name: `Claim ${grower.index}-${name++}`, legalConfirmed: true },
        }),
      );
      const field = claimed.ok ? (claimed.data.claimField as { field: { uuid: string } | null }).field : null;
      const node = failover?.nodes.get(uuid);
      if (field && failover && node !== undefined) {
        const own = await failover.client.seesOwnClaim(node, uuid, signal);
        if (own === true) failover.ownWrites.seen += 1;
        else if (own === false) failover.ownWrites.stale += 1;
        else failover.ownWrites.unread += 1;
      }
      if (field) await timed('delete field', () => client.request(DeleteFieldDocument, { uuid: field.uuid }));
      spares.push(uuid);
    }
  }
  await notices;
}
