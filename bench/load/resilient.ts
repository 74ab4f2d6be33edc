import type { DocumentNode } from 'graphql';
import { CluFieldsDocument, SprayNoticesLiveDocument } from '../../web/src/graphql/generated/graphql';
import { GatewayClient, type Outcome } from './graphql';

// A grower's client as it should behave when a process behind the balancer dies (issue 56,
// bench/failover.ts): an operation whose answer was lost on the way (the connection cut, the
// balancer's 502/503, a gateway whose api went away) is sent again, a few times, before the
// grower is shown an error; the notices' subscription comes back and resumes after the last
// notice it had (`after`), so none is missed and none shown twice.

/** Failures a client may try again: the answer was lost, not refused. */
const REFUSALS = new Set([
  'payload',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'GRAPHQL_VALIDATION_FAILED',
]);
const ATTEMPTS = 6;
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
    let outcome = await super.request(document, variables);
    for (let attempt = 1; attempt < ATTEMPTS && !outcome.ok && !REFUSALS.has(outcome.kind); attempt++) {
      if (mutation) this.retries.mutations += 1;
      else this.retries.reads += 1;
      await wait(250 * attempt);
      outcome = await super.request(document, variables);
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
