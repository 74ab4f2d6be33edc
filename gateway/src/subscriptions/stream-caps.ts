import { GraphQLError } from 'graphql';
import type { Response } from 'graphql-sse';
import { type BudgetKey, FIRST_PARTY_CLIENT } from '../budget/budget-key';

// What one client may hold open on /graphql/stream (issue 50, item 5).
//
// - No stream reservations. graphql-sse's "single connection mode" lets a client reserve a
//   stream with a PUT and run operations on it later; the library keeps each reservation in
//   memory until a GET claims it, with no owner, cap or expiry (20,000 anonymous PUTs were
//   accepted in 19 s, and 200 subscriptions were started on a reservation never opened). Our
//   web app, the SDK and GraphiQL all use the other mode, "distinct connections", where the
//   subscription is the request itself and ends with its connection, so the gateway offers that
//   mode alone.
// - Open subscriptions are counted per budget identity (budget/budget-key.ts: the verified user
//   and the client acting, or the address for a request with no token anyone holds), on each
//   gateway, and one past the cap is refused with 429 until one closes.

export const RESERVATIONS_REFUSED =
  'This gateway runs each subscription on a connection of its own (graphql-sse distinct connections mode): send the subscription itself to /graphql/stream. Stream reservations (PUT) are not offered.';

export const tooManyStreams = (cap: number) =>
  `Too many open subscriptions: one user or app may hold ${cap} at once on this gateway. Close one to open another.`;

const json = { 'content-type': 'application/json; charset=utf-8' };

/** The answer to a stream reservation (PUT /graphql/stream). */
export const reservationRefusal = {
  status: 405,
  headers: { ...json, allow: 'GET, POST' },
  body: { errors: [{ message: RESERVATIONS_REFUSED, extensions: { code: 'METHOD_NOT_ALLOWED' } }] },
};

/** Whose open subscriptions a request adds to: the identity its budget names. */
const holderOf = (key: BudgetKey) =>
  key.client === FIRST_PARTY_CLIENT ? key.grower : `${key.grower} ${key.client}`;

export class OpenStreams {
  private readonly open = new Map<string, number>();

  constructor(readonly cap: number) {}

  /** How many the identity holds now. */
  held(key: BudgetKey): number {
    return this.open.get(holderOf(key)) ?? 0;
  }

  /**
   * Counts one more subscription for `key`, and gives back its release (call it once, when the
   * connection closes); or the refusal when the identity already holds its cap.
   */
  take(key: BudgetKey): { release: () => void } | { refusal: Response } {
    const holder = holderOf(key);
    const held = this.open.get(holder) ?? 0;
    if (held >= this.cap) {
      const error = new GraphQLError(tooManyStreams(this.cap), {
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
      });
      return {
        refusal: [
          JSON.stringify({ errors: [error.toJSON()] }),
          { status: 429, statusText: 'Too Many Requests', headers: json },
        ],
      };
    }
    this.open.set(holder, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.open.get(holder) ?? 1) - 1;
        if (left > 0) this.open.set(holder, left);
        else this.open.delete(holder);
      },
    };
  }
}
