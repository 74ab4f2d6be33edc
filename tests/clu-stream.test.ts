import type { CompactField } from '@field-boundaries/contract/wire';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoRegion } from '../api/src/modules/clu/seed';
import { startCuttingProxy } from './cutting-proxy';
import { Client, type Stack, startStack } from './support';

// Node streams through the gateway: one graphql-sse subscription per view, every field once,
// resumable by the client, and resumed by the gateway when the api connection drops.
type Batch = {
  node: number;
  offset: number;
  done: boolean;
  fields: { uuid: string; polygons: string[][] }[];
};

let stack: Stack;
let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let access: string;
let nodes: { id: number; fieldCount: number }[];

const cluFields = `subscription ($nodes: [CluNodeCursor!]!) {
  cluFields(nodes: $nodes) { node offset done fields { uuid polygons } }
}`;

beforeAll(async () => {
  stack = await startStack({
    cluStreamBatch: 30,
    apiUrl: async (api) => {
      proxy = await startCuttingProxy(api.url);
      return proxy.url;
    },
  });
  await writeDemoRegion(stack.api.db, 1500);
  ({ access } = await stack.api.session());
  const answer = await new Client(stack.gateway.url, access).request<{
    cluNodes: { id: number; fieldCount: number }[];
  }>('{ cluNodes(lat: 37.75, lng: -97.95) { id fieldCount } }');
  nodes = answer.data?.cluNodes ?? [];
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

async function subscribe(cursors: { id: number; after?: number }[], stopAfter = Number.POSITIVE_INFINITY) {
  const client = createClient({
    url: `${stack.gateway.url}/graphql/stream`,
    headers: { authorization: `Bearer ${access}` },
    retryAttempts: 0,
  });
  const batches: Batch[] = [];
  try {
    for await (const result of client.iterate<{ cluFields: Batch }>({
      query: cluFields,
      variables: { nodes: cursors },
    })) {
      if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
      if (result.data) batches.push(result.data.cluFields);
      if (batches.length >= stopAfter) break;
    }
  } finally {
    client.dispose();
  }
  return batches;
}

const uuidsOf = (batches: Batch[]) => batches.flatMap((batch) => batch.fields.map((field) => field.uuid));

describe('CLU fields through the gateway', () => {
  it('finds the nodes around a point', () => {
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((node) => node.fieldCount > 0)).toBe(true);
  });

  it('streams every field of every node in view exactly once, over one subscription', async () => {
    const batches = await subscribe(nodes.map(({ id }) => ({ id })));
    const uuids = uuidsOf(batches);
    expect(uuids).toHaveLength(nodes.reduce((sum, node) => sum + node.fieldCount, 0));
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(batches.filter((batch) => batch.done).map((batch) => batch.node)).toEqual(
      nodes.map((node) => node.id),
    );
    expect(batches.filter((batch) => !batch.done).length).toBeGreaterThan(nodes.length); // several batches per node
  });

  it("gives the web map's compact fields, the same as the typed ones", async () => {
    const client = createClient({
      url: `${stack.gateway.url}/graphql/stream`,
      headers: { authorization: `Bearer ${access}` },
      retryAttempts: 0,
    });
    const both: {
      fields: { uuid: string; acres: number; polygons: string[][] }[];
      wireFields: CompactField[];
    }[] = [];
    try {
      for await (const result of client.iterate<{ cluFields: (typeof both)[number] }>({
        query: `subscription ($nodes: [CluNodeCursor!]!) {
          cluFields(nodes: $nodes) { fields { uuid acres polygons } wireFields }
        }`,
        variables: { nodes: nodes.slice(0, 2).map(({ id }) => ({ id })) },
      })) {
        if (result.errors) throw new Error(result.errors[0]?.message);
        if (result.data) both.push(result.data.cluFields);
      }
    } finally {
      client.dispose();
    }
    expect(both.flatMap((batch) => batch.wireFields)).toHaveLength(
      (nodes[0]?.fieldCount ?? 0) + (nodes[1]?.fieldCount ?? 0),
    );
    for (const batch of both) {
      expect(batch.wireFields.map(({ u, a, p }) => ({ uuid: u, acres: a, polygons: p }))).toEqual(
        batch.fields,
      );
      for (const field of batch.wireFields) expect(field).toMatchObject({ c: false, m: false, o: null });
    }
  });

  it('lets a client resume a cut subscription from its cursors', async () => {
    const [first, ...rest] = nodes;
    const whole = uuidsOf(await subscribe(nodes.map(({ id }) => ({ id }))));
    const before = await subscribe(
      nodes.map(({ id }) => ({ id })),
      2,
    ); // cut after two batches of the first node
    const after = before.at(-1)?.offset ?? 0;
    const resumed = await subscribe([{ id: first?.id ?? 0, after }, ...rest.map(({ id }) => ({ id }))]);
    expect([...uuidsOf(before), ...uuidsOf(resumed)]).toEqual(whole);
  });

  it('resumes by itself when the api connection drops mid-node', async () => {
    const whole = uuidsOf(await subscribe(nodes.map(({ id }) => ({ id }))));
    proxy.arm(2, 6000);
    const despiteCuts = uuidsOf(await subscribe(nodes.map(({ id }) => ({ id }))));
    expect(proxy.cutsLeft()).toBe(0);
    expect(despiteCuts).toEqual(whole);
  });

  it('refuses a subscriber without a session', async () => {
    const client = createClient({ url: `${stack.gateway.url}/graphql/stream`, retryAttempts: 0 });
    const messages: string[] = [];
    for await (const result of client.iterate({
      query: cluFields,
      variables: { nodes: [{ id: nodes[0]?.id }] },
    })) {
      messages.push(...(result.errors ?? []).map((error) => error.extensions?.code as string));
      break;
    }
    client.dispose();
    expect(messages).toEqual(['UNAUTHENTICATED']);
  });

  it("streams a node's raw GeoJSON to developers only", async () => {
    const raw = async (who: string) => {
      const client = createClient({
        url: `${stack.gateway.url}/graphql/stream`,
        headers: { authorization: `Bearer ${who}` },
        retryAttempts: 0,
      });
      const features: { properties: { uuid: string } }[] = [];
      const errors: string[] = [];
      try {
        for await (const result of client.iterate<{
          cluRawFields: { geojson: string | null; done: boolean };
        }>({
          query: 'subscription ($node: Int!) { cluRawFields(node: $node) { geojson done } }',
          variables: { node: nodes[0]?.id },
        })) {
          errors.push(...(result.errors ?? []).map((error) => error.message));
          const geojson = result.data?.cluRawFields.geojson;
          if (geojson) features.push(...(JSON.parse(geojson) as { features: typeof features }).features);
        }
      } catch (failure) {
        errors.push(String(failure));
      } finally {
        client.dispose();
      }
      return { features, errors };
    };
    const developer = await stack.api.session({ developer: true });
    const asDeveloper = await raw(developer.access);
    expect(asDeveloper.errors).toEqual([]);
    expect(new Set(asDeveloper.features.map((feature) => feature.properties.uuid)).size).toBe(
      nodes[0]?.fieldCount,
    );

    const asGrower = await raw(access);
    expect(asGrower.features).toEqual([]);
    expect(asGrower.errors.join()).toContain('The raw CLU stream is for developers.');
  });
});
