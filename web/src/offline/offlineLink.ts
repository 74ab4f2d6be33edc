import type { TypedDocumentNode } from '@apollo/client';
import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { OFFLINE_WRITE_REFUSED } from '@field-boundaries/contract/offline-wording';
import type { DocumentNode } from 'graphql';
import { catchError, Observable, tap, throwError } from 'rxjs';
import type { OfflineStore } from '../map/offlineStore';
import { connectivity } from './connection';

// Offline, honestly (issue 38): a query the gateway cannot be reached for is answered from the
// grower's data as last seen on this device, and the page says it is offline and since when; a
// write is refused at once with a message, never queued to be sent later. Online, every answer
// comes from the gateway as before, and the answers are kept for the next offline visit.

/** A write refused because the page is offline (useResultMutation toasts its message). */
export class OfflineWriteRefused extends Error {
  constructor() {
    super(OFFLINE_WRITE_REFUSED);
    this.name = 'OfflineWriteRefused';
  }
}

/** A request that never reached the gateway: fetch's TypeError, not an answer with an error in it. */
const unreachable = (error: unknown) => error instanceof TypeError;

const kindOf = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' ? definition.operation : 'query';
};

/** How long after the last live answer the answers are written to the device (one write per burst). */
const SAVE_AFTER_MS = 1500;

/** An answer's name: the operation and its variables, as a query asks again for the same. */
const keyOf = (operation: ApolloLink.Operation) =>
  `${operation.operationName ?? ''} ${JSON.stringify(operation.variables ?? {})}`;

type Answers = Record<string, unknown>;

/** The links' answers of this visit, forgotten with the device's (`forgetDevice`). */
const forgetters = new Set<() => void>();
/** What the app wrote into its cache itself (the viewer a sign-in returned), kept as an answer. */
const keepers = new Set<(key: string, data: unknown) => void>();
/** The answers kept on this device, as the link knows them. */
const readers = new Set<(key: string) => Promise<unknown>>();

const nameOf = (query: DocumentNode) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
};

/** Keeps `data` as the answer to `query` with `variables`, as if it had come from the gateway. */
export function keepAnswer(query: DocumentNode, variables: Record<string, unknown>, data: unknown): void {
  for (const keep of keepers) keep(`${nameOf(query)} ${JSON.stringify(variables)}`, data);
}

/**
 * The answer to `query` with `variables` as this device last kept it (undefined when none), to
 * draw something at once while the gateway is asked; online, the live answer still decides.
 */
export async function keptAnswer<Data, Variables extends Record<string, unknown>>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | undefined> {
  for (const read of readers) {
    const data = await read(`${nameOf(query)} ${JSON.stringify(variables)}`);
    if (data) return data as Data;
  }
  return undefined;
}

/**
 * Each query's last live answer is kept as it came (by operation and variables), so offline the
 * same query gets the same answer back whole, never a part of one read from a normalised cache.
 */
export function createOfflineLink(store: OfflineStore | null) {
  // The answers of earlier visits, added to by this one's.
  let kept: Promise<{ answers: Answers; savedAt: number | null }> | null = null;
  const readKept = () => {
    kept ??= (store?.snapshot() ?? Promise.resolve(undefined))
      .then((snapshot) => ({
        answers: { ...((snapshot?.answers as Answers | undefined) ?? {}) },
        savedAt: snapshot?.savedAt ?? null,
      }))
      .catch(() => ({ answers: {}, savedAt: null }));
    return kept;
  };

  forgetters.add(() => {
    kept = Promise.resolve({ answers: {}, savedAt: null });
  });
  readers.add(async (key) => (await readKept()).answers[key]);
  keepers.add((key, data) => {
    void readKept().then((known) => {
      known.answers[key] = data;
      saveSoon();
    });
  });

  let saving: ReturnType<typeof setTimeout> | null = null;
  const saveSoon = () => {
    if (!store || saving) return;
    saving = setTimeout(() => {
      saving = null;
      void readKept()
        .then((known) => {
          known.savedAt = Date.now();
          return store.saveSnapshot(known.answers, known.savedAt);
        })
        .catch(() => undefined);
    }, SAVE_AFTER_MS);
  };

  return new ApolloLink((operation, forward) => {
    const kind = kindOf(operation);
    if (kind === 'mutation') {
      if (connectivity.isOffline()) return throwError(() => new OfflineWriteRefused());
      return forward(operation);
    }
    if (kind === 'subscription') return forward(operation);
    const key = keyOf(operation);
    return forward(operation).pipe(
      tap((result) => {
        connectivity.backOnline();
        if (!result.data || ('errors' in result && result.errors?.length)) return;
        void readKept().then((known) => {
          known.answers[key] = result.data;
          saveSoon();
        });
      }),
      catchError((error: unknown) => {
        if (!unreachable(error)) throw error;
        return new Observable<ApolloLink.Result>((sink) => {
          void readKept().then((known) => {
            connectivity.wentOffline(known.savedAt);
            const data = known.answers[key];
            if (data) {
              sink.next({ data } as ApolloLink.Result);
              sink.complete();
            } else sink.error(error);
          });
        });
      }),
    );
  });
}

/** The answers kept on this device belong to whoever was signed in: forgotten when that changes. */
export function forgetDevice(store: OfflineStore | null): Promise<void> {
  for (const forget of forgetters) forget();
  return store?.clear().catch(() => undefined) ?? Promise.resolve();
}
