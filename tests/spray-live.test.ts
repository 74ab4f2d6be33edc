import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createClient } from 'graphql-sse';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { calmWeather, lastNoonInKansas } from '../api/src/modules/spray-planner/region.testing';
import { startTestApi, type TestApi } from '../api/src/testing';
import { Client } from './support';

// Spray events cross gateway instances. Two real gateway processes share the real Redis (CI
// runs one; REDIS_URL names it), where the api's outbox publishes: a spray started through one
// reaches subscribers on the other, and a gateway that dies and comes back loses no notice a client
// had not yet received, because notices live in the api and a client resumes after the last id.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = resolve(import.meta.dirname, '..');

type Gateway = { url: string; port: number; process: ChildProcess };

async function startGatewayProcess(apiUrl: string, port = 0): Promise<Gateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      REDIS_URL: redisUrl,
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString();
    const listening = /gateway listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
    if (listening?.[1] && listening[2]) {
      child.stdout?.resume();
      return { url: listening[1], port: Number(listening[2]), process: child };
    }
  }
  throw new Error(`the gateway exited before listening:\n${output}`);
}

async function stop(gateway: Gateway, signal: NodeJS.Signals = 'SIGTERM') {
  if (gateway.process.exitCode !== null || gateway.process.signalCode !== null) return;
  const exited = once(gateway.process, 'exit');
  gateway.process.kill(signal);
  await exited;
}

/** A token client's subscription, read one result at a time. */
function subscribe<T>(
  gateway: Gateway,
  access: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const client = createClient({
    url: `${gateway.url}/graphql/stream`,
    headers: { authorization: `Bearer ${access}` },
    retryAttempts: 0,
  });
  const results = client.iterate<T>({ query, variables });
  return {
    async next(): Promise<T> {
      const { value, done } = await results.next();
      if (done || !value?.data) throw new Error(`the subscription ended: ${JSON.stringify(value)}`);
      return value.data as T;
    },
    /**
     * The next result `test` accepts. A live list is sent again on any signal for its account (an
     * outbox event of the test's setup, published after the subscription opened, re-sends the
     * empty list), so a client waits for the list it expects rather than take the next one.
     */
    async nextWhere(test: (value: T) => boolean): Promise<T> {
      for (;;) {
        const value = await this.next();
        if (test(value)) return value;
      }
    },
    close() {
      void results.return?.();
      client.dispose();
    },
  };
}

const NOTICES = `subscription Notices($after: Int) {
  sprayNotices(after: $after) { id kind sprayId stoppedAt active herbicides { groupLabel herbicideNames } fields { name cropTrait } sprayer { fullName } }
}`;
const CURRENT =
  'subscription { currentSprays { farmId herbicideGroups { groupLabel groupType herbicideNames } } }';
const STOP = `mutation Stop($farmId: Int!) { stopSpraying(farmId: $farmId) { ok errors { message } farmId } }`;
const START = `mutation Start($input: StartSprayingInput!) {
  startSpraying(input: $input) { ok errors { message } planner { neighboursNotified } }
}`;

/** Measured at the boom: 5 mph from the south at 70°F, at noon; the calm test forecast is confirmed. */
const measured = {
  startedAt: lastNoonInKansas(),
  measuredWindMph: 5,
  measuredWindDirection: 'S',
  measuredTemperatureF: 70,
  confirmForecast: true,
};

type Notice = {
  sprayNotices: {
    id: number;
    kind: string;
    sprayId: number | null;
    stoppedAt: string | null;
    herbicides: { groupLabel: string }[];
    fields: { name: string }[];
  };
};
type Current = { currentSprays: { farmId: number; herbicideGroups: { groupLabel: string }[] }[] };

let api: TestApi;
let gatewayA: Gateway;
let gatewayB: Gateway;
let sprayer: { access: string; farm: number; field: string };
let neighbour: { access: string };

beforeAll(async () => {
  // Calm air: the drift zone surrounds the sprayed field, so the field beside it is in reach.
  api = await startTestApi({ weather: calmWeather(), redisUrl });
  await writeDemoRegion(api.db, 300);
  const [first] = await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid LIMIT 1');
  const [beside] = await api.db.query<{ uuid: string }>(
    `SELECT c.uuid FROM clu_fields c, clu_fields o WHERE o.uuid = $1 AND c.uuid <> o.uuid
       AND ST_DWithin(c.geom::geography, o.geom::geography, 100)
       ORDER BY ST_Distance(ST_Centroid(c.geom), ST_Centroid(o.geom)) LIMIT 1`,
    [first?.uuid],
  );
  const claim = async (access: string, clu: string | undefined, name: string) => {
    const claimed = await api.call<{ uuid: string; farm: number }>(
      access,
      'PATCH',
      `/farms/fields/${clu}/claim/`,
      {
        name,
        legal_confirmed: true,
      },
    );
    expect(claimed.status).toBe(200);
    return claimed.body;
  };
  const grower = await api.session({ fullName: 'Sprayer' });
  const own = await claim(grower.access, first?.uuid, 'Home quarter');
  sprayer = { access: grower.access, farm: own.farm, field: own.uuid };
  const next = await api.session({ fullName: 'Neighbour', plan: 'F' });
  const theirs = await claim(next.access, beside?.uuid, 'Bean field');
  // soybean - Roundup Ready 2 Xtend: Group 4's 2,4-D injures it.
  expect(
    (await api.call(next.access, 'PATCH', `/farms/fields/${theirs.uuid}/`, { crop: 2, crop_trait: 8 }))
      .status,
  ).toBe(200);
  neighbour = { access: next.access };
  [gatewayA, gatewayB] = await Promise.all([startGatewayProcess(api.url), startGatewayProcess(api.url)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([gatewayA, gatewayB].filter(Boolean).map((gateway) => stop(gateway)));
  await api?.close();
});

describe('spray events across two gateways sharing Redis', () => {
  let lastSeen = 0;

  it('a spray started on one gateway reaches the neighbour and the grower’s other tab on the other', async () => {
    // From the first notice on (after 0), so the spray counts whether it lands before or after
    // the subscription starts listening.
    const notices = subscribe<Notice>(gatewayB, neighbour.access, NOTICES, { after: 0 });
    const current = subscribe<Current>(gatewayB, sprayer.access, CURRENT);
    try {
      expect((await current.next()).currentSprays).toEqual([]);
      const started = await new Client(gatewayA.url, sprayer.access).request<{
        startSpraying: { ok: boolean; planner: { neighboursNotified: number } };
      }>(START, {
        input: { farmId: sprayer.farm, herbicideGroupIds: [4], fieldUuids: [sprayer.field], ...measured },
      });
      expect(started.data?.startSpraying).toMatchObject({ ok: true, planner: { neighboursNotified: 1 } });

      const notice = (await notices.next()).sprayNotices;
      expect(notice).toMatchObject({
        active: true,
        herbicides: [{ groupLabel: 'Group 4' }],
        fields: [{ name: 'Bean field', cropTrait: 'soybean - Roundup Ready 2 Xtend' }],
        // A plan F neighbour is not told who sprays.
        sprayer: null,
      });
      const [spraying] = (await current.nextWhere((value) => value.currentSprays.length > 0)).currentSprays;
      expect(spraying).toMatchObject({ farmId: sprayer.farm, herbicideGroups: [{ groupLabel: 'Group 4' }] });

      // The neighbour's subscription is now past its first read: the next notice can only
      // come by the signal through Redis.
      const replaced = await new Client(gatewayA.url, sprayer.access).request<{
        startSpraying: { ok: boolean };
      }>(START, {
        input: { farmId: sprayer.farm, herbicideGroupIds: [4, 27], fieldUuids: [sprayer.field], ...measured },
      });
      expect(replaced.data?.startSpraying.ok).toBe(true);
      // Replacing a spray ends it: the neighbour hears of that first, then of the new one.
      const ended = (await notices.next()).sprayNotices;
      expect(ended).toMatchObject({ kind: 'STOPPED', herbicides: [{ groupLabel: 'Group 4' }] });
      const second = (await notices.next()).sprayNotices;
      expect(second.id).toBeGreaterThan(ended.id);
      expect(second.herbicides.map((group) => group.groupLabel)).toEqual(['Group 4', 'Group 27']);
      lastSeen = second.id;
    } finally {
      notices.close();
      current.close();
    }
  });

  it('a gateway that dies and comes back loses no notice the client had not received', async () => {
    const port = gatewayB.port;
    await stop(gatewayB, 'SIGKILL');
    // While the neighbour's gateway is down, the grower sprays again through the other one.
    const again = await new Client(gatewayA.url, sprayer.access).request<{ startSpraying: { ok: boolean } }>(
      START,
      {
        input: { farmId: sprayer.farm, herbicideGroupIds: [4, 9], fieldUuids: [sprayer.field], ...measured },
      },
    );
    expect(again.data?.startSpraying.ok).toBe(true);

    gatewayB = await startGatewayProcess(api.url, port);
    const resumed = subscribe<Notice>(gatewayB, neighbour.access, NOTICES, { after: lastSeen });
    try {
      const ended = (await resumed.next()).sprayNotices;
      expect(ended).toMatchObject({
        kind: 'STOPPED',
        herbicides: [{ groupLabel: 'Group 4' }, { groupLabel: 'Group 27' }],
      });
      const missed = (await resumed.next()).sprayNotices;
      expect(missed.id).toBeGreaterThan(ended.id);
      lastSeen = ended.id;
      expect(missed.herbicides.map((group) => group.groupLabel)).toEqual(['Group 4', 'Group 9']);
    } finally {
      resumed.close();
    }
  });

  it('a spray stopped on one gateway tells the neighbour, and clears the grower’s other tab, on the other', async () => {
    const notices = subscribe<Notice>(gatewayB, neighbour.access, NOTICES, { after: lastSeen });
    const current = subscribe<Current>(gatewayB, sprayer.access, CURRENT);
    try {
      // The spray started while the gateway was down is still going.
      const [going] = (await current.nextWhere((value) => value.currentSprays.length > 0)).currentSprays;
      expect(going).toMatchObject({ farmId: sprayer.farm });
      const started = (await notices.next()).sprayNotices;
      expect(started.kind).toBe('STARTED');

      const stopped = await new Client(gatewayA.url, sprayer.access).request<{
        stopSpraying: { ok: boolean; farmId: number };
      }>(STOP, { farmId: sprayer.farm });
      expect(stopped.data?.stopSpraying).toMatchObject({ ok: true, farmId: sprayer.farm });

      const ended = (await notices.next()).sprayNotices;
      expect(ended).toMatchObject({
        kind: 'STOPPED',
        sprayId: started.sprayId,
        active: false,
        herbicides: [{ groupLabel: 'Group 4' }, { groupLabel: 'Group 9' }],
        fields: [{ name: 'Bean field' }],
        sprayer: null,
      });
      expect(ended.id).toBeGreaterThan(started.id);
      expect(ended.stoppedAt).not.toBeNull();
      // "Currently spraying" goes away in the grower's other tab, through the other gateway.
      await current.nextWhere((value) => value.currentSprays.length === 0);
    } finally {
      notices.close();
      current.close();
    }
  });

  it('a client that leaves lets go of its Redis channels at once, not at the next signal', async () => {
    const admin = new Redis(redisUrl);
    // The channels gateway B's subscriber connection holds (CLIENT LIST's `sub=`): other test
    // files share this Redis, and their accounts have the same numbers.
    const held = async () => {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const ours = clients.find((line) => line.includes(` name=gateway-${gatewayB.process.pid}-subscriber `));
      return Number(/\bsub=(\d+)/.exec(ours ?? '')?.[1] ?? 0);
    };
    try {
      // The earlier tests' clients have left: nothing is held.
      await expect.poll(held, { timeout: 5_000 }).toBe(0);
      const notices = subscribe<Notice>(gatewayB, neighbour.access, NOTICES, { after: lastSeen });
      const current = subscribe<Current>(gatewayB, sprayer.access, CURRENT);
      expect((await current.next()).currentSprays).toEqual([]);
      await expect.poll(held, { timeout: 5_000 }).toBe(2);
      notices.close();
      current.close();
      // Waiting for a signal, each would otherwise stay until the next one came.
      await expect.poll(held, { timeout: 5_000 }).toBe(0);
    } finally {
      admin.disconnect();
    }
  });
});
