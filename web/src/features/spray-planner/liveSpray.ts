import type { ApolloClient } from '@apollo/client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SprayNoticeFieldsFragment, SprayPlannerFieldsFragment } from '../../graphql/generated/graphql';
import { backoffDelay, streamFailure } from '../../graphql/streamRefusal';
import { CurrentSpraysSubscription, SprayNoticesQuery, SprayNoticesSubscription } from './operations';

// What the grower's farms spray now and the spray notices from neighbours, kept outside React
// and fed by two subscriptions. Notices carry growing ids: after a dropped connection (a
// gateway restart) the notices subscription resumes after the last id received, so nothing
// sent meanwhile is missed or shown twice.

export type CurrentSpray = SprayPlannerFieldsFragment;
export type SprayNotice = SprayNoticeFieldsFragment;
/**
 * `loaded`: whether the notices already sent are known. Until then the inbox says it is loading
 * rather than that no neighbour has sprayed (it read so for seconds before two notices came in).
 * `failed`: they could not be read; live ones still arrive.
 * `refused`: why the server refused a live feed (too many open, say), shown where its data would
 * be; null while the feeds are open or only reconnecting.
 */
type State = {
  current: CurrentSpray[];
  notices: SprayNotice[];
  unread: number;
  loaded: boolean;
  failed: boolean;
  refused: string | null;
};

const empty: State = { current: [], notices: [], unread: 0, loaded: false, failed: false, refused: null };
const store = createStore<State>(() => empty);
const set = (next: Partial<State>) => store.setState(next);

export const liveSpray = {
  get: () => store.getState(),
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
  /** The inbox was opened: its notices are read. */
  markRead: () => set({ unread: 0 }),
  /** A start or stop in this tab shows at once; the subscription confirms it. */
  replaceFarm(farmId: number, planner: CurrentSpray | null) {
    set({
      current: [
        ...store.getState().current.filter((each) => each.farmId !== farmId),
        ...(planner ? [planner] : []),
      ],
    });
  },
};

export const useLiveSpray = () => useStore(store);

/**
 * Opens the live feeds for a signed-in grower; `onNotice` is called for each notice that
 * arrives while open. Returns the function that closes them.
 */
export function startLiveSpray(apollo: ApolloClient, onNotice: (notice: SprayNotice) => void): () => void {
  let closed = false;
  let lastId: number | null = null;
  const cancels: (() => void)[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];

  // Each feed reopens itself when it fails or ends (a gateway restart), backing off with jitter
  // up to a minute, until closed; a result resets the back-off. A refusal that waiting cannot
  // change (a bad request, a lost session) stops it; its reason, and a busy server's, is shown.
  type Sink = { healthy(): void; lost(error?: unknown): void };
  const keepOpen = (open: (sink: Sink) => () => void) => {
    let attempt = 0;
    const run = () => {
      if (closed) return;
      let settled = false;
      const lost = (error?: unknown) => {
        if (settled || closed) return;
        settled = true;
        void streamFailure(error).then((failure) => {
          if (closed) return;
          if (failure.message !== null) set({ refused: failure.message });
          if (!failure.retry) return;
          const wait = Math.max(failure.retryAfterMs ?? 0, backoffDelay(attempt++));
          timers.push(setTimeout(run, wait));
        });
      };
      const healthy = () => {
        attempt = 0;
        if (store.getState().refused !== null) set({ refused: null });
      };
      cancels.push(open({ healthy, lost }));
    };
    return run;
  };

  // Through Apollo's graphql-sse link, past the normalised cache: the store here is the feed's.
  const followSprays = keepOpen(({ healthy, lost }) => {
    const feed = apollo.subscribe({ query: CurrentSpraysSubscription, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.error) return lost(result.error);
        if (!result.data) return;
        healthy();
        set({ current: result.data.currentSprays });
      },
      error: lost,
      complete: () => lost(),
    });
    return () => feed.unsubscribe();
  });

  const followNotices = keepOpen(({ healthy, lost }) => {
    const feed = apollo
      // Resumes after the last notice received, whichever gateway answers.
      .subscribe({ query: SprayNoticesSubscription, variables: { after: lastId }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: (result) => {
          if (result.error) return lost(result.error);
          const notice = result.data?.sprayNotices;
          if (notice) healthy();
          if (!notice || (lastId !== null && notice.id <= lastId)) return;
          lastId = notice.id;
          // A spray's end also ends the notice of its start, read before.
          const earlier =
            notice.kind === 'STOPPED'
              ? store
                  .getState()
                  .notices.map((each) =>
                    each.sprayId !== null && each.sprayId === notice.sprayId
                      ? { ...each, active: false }
                      : each,
                  )
              : store.getState().notices;
          set({ notices: [...earlier, notice], unread: store.getState().unread + 1 });
          onNotice(notice);
        },
        error: lost,
        complete: () => lost(),
      });
    return () => feed.unsubscribe();
  });

  followSprays();
  // The inbox starts from the latest notices; live ones come after the newest of them.
  void apollo
    .query({ query: SprayNoticesQuery, fetchPolicy: 'network-only' })
    .then(({ data }) => {
      const notices = data?.sprayNotices ?? [];
      lastId = notices.at(-1)?.id ?? 0;
      if (!closed) set({ notices, loaded: true });
    })
    .catch(() => {
      lastId = null; // start from now: the inbox stays as it is
      if (!closed) set({ loaded: true, failed: true });
    })
    .finally(() => {
      if (!closed) followNotices();
    });

  return () => {
    closed = true;
    for (const cancel of cancels) cancel();
    for (const timer of timers) clearTimeout(timer);
    set(empty);
  };
}
