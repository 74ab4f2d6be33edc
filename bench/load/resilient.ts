import { randomUUID } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { CluFieldsDocument, SprayNoticesLiveDocument } from '../../web/src/graphql/generated/graphql';
import { GatewayClient, type Outcome } from './graphql';

// A grower's client as it should behave when a process behind the balancer dies (issue 56,
// bench/failover.ts): an operation whose answer was lost on the way (the connection cut, the
// balancer's 502/503, a gateway whose api went away) is sent again, a few times, before the
// grower is shown an error (a mutation with the same Idempotency-Key each time, so it is done
// once); the notices' subscription comes back and resumes after the last
// notice it had (`after`), so none is missed and none shown twice.

/** Failures a client may try again: the answer was lost, not refused. */
const REFUSALS = new Set([
  'payload',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'GRAPHQL_VALIDATION_FAILED',
]);
// Seven tries again over some 11 s: longer than the api holds a key whose first run died (10 s).
const ATTEMPTS = 8;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Retries = { reads: number; mutations: number; resubscribed: number };

export class RetryingClient extends GatewayClient {
  constructor(
    url: string,
    private readonly retries: Retries,
  ) {
    super(url);
  }

  override async request(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<Outcome> {
    const mutation = document.definitions.some(
      (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
    );
    // One key for every attempt of a mutation: the api answers a repeat with the first answer.
    const once: Record<string, string> = mutation ? { 'idempotency-key': randomUUID() } : {};
    let outcome = await super.request(document, variables, once);
    for (let attempt = 1; attempt < ATTEMPTS && !outcome.ok && !REFUSALS.has(outcome.kind); attempt++) {
      if (mutation) this.retries.mutations += 1;
      else this.retries.reads += 1;
      await wait(400 * attempt);
      outcome = await super.request(document, variables, once);
    }
    return outcome;
  }

  /**
   * The spray notices for as long as `signal` is not aborted: each to `onNotice` once, the
   * subscription made again (after the last notice's id) whenever it ends.
   */
  async listenForNotices(
    onNotice: (notice: Record<string, unknown>) => void,
    signal: AbortSignal,
    onOpen: () => void,
  ): Promise<void> {
    let after: number | null = null;
    while (!signal.aborted) {
      const ended = await this.subscribe(
        SprayNoticesLiveDocument,
        after === null ? {} : { after },
        (data) => {
          const notice = data.sprayNotices as { id: number };
          after = Math.max(after ?? 0, notice.id);
          onNotice(notice);
        },
        signal,
        onOpen,
      );
      if (signal.aborted) return;
      this.retries.resubscribed += 1;
      // The id of the last notice had, or, before any, now: a notice written while the
      // subscription was down is then read from the list (`after`), not lost.
      if (after === null && ended) after = 0;
      await wait(250);
    }
  }

  /** A file the grower opens (a report's PDF): a GET, asked again when its answer was lost. */
  async download(url: string): Promise<{ status: number; bytes: number }> {
    let got = { status: 0, bytes: 0 };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (attempt > 0) {
        this.retries.reads += 1;
        await wait(400 * attempt);
      }
      got = await fetch(url, {
        headers: { authorization: `Bearer ${this.access}` },
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }),
        () => ({ status: 0, bytes: 0 }),
      );
      if (got.status === 200 || (got.status >= 400 && got.status < 500)) return got;
    }
    return got;
  }

  /**
   * A map's CLU stream of these nodes to its end: cut short (its gateway gone), it is asked
   * again for the nodes not finished, each after the fields already had (`after`), as the web
   * map resumes one. Resolves with the last attempt's outcome.
   */
  async streamNodes(
    nodes: { id: number }[],
    variables: Record<string, unknown>,
    onBatch: (fields: unknown[]) => void,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const after = new Map<number, number>(nodes.map(({ id }) => [id, 0]));
    let outcome: Outcome = { ok: true, data: {} };
    for (let attempt = 0; attempt < ATTEMPTS && after.size > 0; attempt++) {
      if (attempt > 0) {
        this.retries.reads += 1;
        await wait(250 * attempt);
      }
      const cursors = [...after].map(([id, offset]) => (offset ? { id, after: offset } : { id }));
      outcome = await this.subscribe(
        CluFieldsDocument,
        { ...variables, nodes: cursors },
        (data) => {
          const batch = data.cluFields as { node: number; offset: number; done: boolean; fields: unknown[] };
          onBatch(batch.fields);
          if (batch.done) after.delete(batch.node);
          else after.set(batch.node, batch.offset);
        },
        signal,
      );
      if (outcome.ok || signal.aborted || REFUSALS.has(outcome.kind)) return outcome;
    }
    return outcome;
  }

  /**
   * Whether the CLU map, read right after this grower's claim, shows the claimed unit as the
   * grower's own: a stream of its node, as the map asks for it.
   */
  async seesOwnClaim(node: number, uuid: string, signal: AbortSignal): Promise<boolean | null> {
    let seen: boolean | null = null;
    const outcome = await this.subscribe(
      CluFieldsDocument,
      { nodes: [{ id: node }] },
      (data) => {
        const fields = (data.cluFields as { fields: { u: string; m: boolean }[] }).fields;
        const field = fields.find((each) => each.u === uuid);
        if (field) seen = field.m;
      },
      signal,
    );
    return outcome.ok ? seen : null;
  }
}
