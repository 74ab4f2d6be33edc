import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { writeDemoRegion } from './seed';
import { readEvents } from './sse-reader';

// For tests: reading the api's CLU location search and node streams as a client does.

export type WireField = { uuid: string; acres: number; claimed: boolean; polygons: string[][] };
export type NodeSummary = { id: number; field_count: number; center: { lat: number; lng: number } };

/** Readers of the api `api()` as the user holding `access()`. */
export function streamReaders(api: () => TestApi, access: () => string) {
  const auth = () => ({ authorization: `Bearer ${access()}` });

  async function search(lat: number, lng: number) {
    const response = await fetch(`${api().url}/farms/fields/location-search/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ point: { lat, lng } }),
    });
    return (await response.json()) as { primary_nodes: NodeSummary[] };
  }

  async function readStream(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${api().url}${path}`, { headers: { ...auth(), ...headers } });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const fields: WireField[] = [];
    const events: { id?: string; event: string }[] = [];
    for await (const event of readEvents(response.body as ReadableStream<Uint8Array>)) {
      events.push({ id: event.id, event: event.event });
      if (event.event === 'fields')
        fields.push(...(JSON.parse(event.data) as { fields: WireField[] }).fields);
    }
    return { fields, events };
  }

  const streamNode = (id: number, query = '', headers: Record<string, string> = {}) =>
    readStream(`/farms/nodes/${id}/stream${query}`, headers);

  return { auth, search, readStream, streamNode };
}

/**
 * A test api holding `fields` demo CLU fields, streamed in batches of 40 (so a node's stream
 * spans several events and resuming is exercised), a signed-in user, and readers of its streams
 * as that user. Call at a test file's top level: it starts the api before the file's tests and
 * closes it after them.
 */
export function cluTestApi(fields: number) {
  let started: TestApi | undefined;
  let access = '';
  beforeAll(async () => {
    started = await startTestApi({ cluStreamBatch: 40 });
    await writeDemoRegion(started.db, fields);
    ({ access } = await started.session());
  });
  afterAll(() => started?.close());
  const api = () => {
    if (!started) throw new Error('the CLU test api is used before it has started');
    return started;
  };
  return { api, ...streamReaders(api, () => access) };
}
