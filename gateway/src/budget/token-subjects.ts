import { createHash } from 'node:crypto';
import { secondsLeft, subjectOf } from '../session/cookies';
import { createUpstream } from '../upstream/client';

// Whose budget one of our own tokens spends is the user it was issued to, and only the api can
// say that (it holds the signing secret and the revocations): a token's claims read unverified
// would let anyone name a victim's uuid in an unsigned token and spend the victim's budget, or
// mint a fresh "user" per request. The gateway asks the api once per token and remembers the
// answer for a minute (an acceptance never past the token's expiry), by the token's hash, and asks
// once for a token sent many times at once; a token the api refuses spends its address's budget
// (budget-key.ts).

export class TokenSubjects {
  private readonly known = new Map<string, { subject: string | null; until: number }>();
  /** Lookups under way, by the token's hash: the same token sent many times at once asks once. */
  private readonly asking = new Map<string, Promise<string | null>>();

  constructor(
    private readonly ask: (token: string) => Promise<string | null>,
    private readonly now: () => number = Date.now,
    private readonly rememberMs = 60_000,
    private readonly most = 10_000,
  ) {}

  /** The user the token was verifiably issued to, or null for a token the api refuses. */
  async subjectOf(token: string): Promise<string | null> {
    // Not shaped as one of ours: no need to ask.
    if (subjectOf(token) === undefined) return null;
    const key = hashOf(token);
    const kept = this.known.get(key);
    if (kept && kept.until > this.now()) return kept.subject;
    const under = this.asking.get(key);
    if (under) return under;
    const asked = this.ask(token).then(
      (subject) => {
        this.asking.delete(key);
        this.remember(key, token, subject);
        return subject;
      },
      // The api could not be asked (down, or unreachable): the token is unverified for this
      // request, so the client's address pays, as for any token we cannot verify; nothing is
      // remembered, so the next request asks again.
      () => {
        this.asking.delete(key);
        return null;
      },
    );
    this.asking.set(key, asked);
    return asked;
  }

  /**
   * Forgets what the api said of a token, so the next request asks again: the gateway calls it
   * when the api answers 401 to a call made with the token (revoked since it was remembered).
   */
  forget(token: string): void {
    this.known.delete(hashOf(token));
  }

  private remember(key: string, token: string, subject: string | null) {
    this.known.delete(key);
    if (this.known.size >= this.most) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    // An acceptance holds no longer than the token does; a refusal is as stable (a token refused
    // once, forged, expired or revoked, is refused again) and is held the whole time, or a token
    // with no expiry or a past one would cost the api a call on every request.
    const holdMs =
      subject === null ? this.rememberMs : Math.min(this.rememberMs, Math.max(0, secondsLeft(token) * 1000));
    this.known.set(key, { subject, until: this.now() + holdMs });
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Asks the api who the token's user is (GET /auth/users/me/ with it); any failure is "no one". */
export const askApiForSubject =
  (apiUrl: string) =>
  async (token: string): Promise<string | null> => {
    const answer = await createUpstream(apiUrl, { accessToken: token }).GET('/auth/users/me/');
    return answer.data?.uuid ?? null;
  };

const perApi = new Map<string, TokenSubjects>();

/** One memory per api the gateway talks to, shared by its requests. */
export function tokenSubjects(apiUrl: string): TokenSubjects {
  let subjects = perApi.get(apiUrl);
  if (!subjects) {
    subjects = new TokenSubjects(askApiForSubject(apiUrl));
    perApi.set(apiUrl, subjects);
  }
  return subjects;
}
