import { createHash } from 'node:crypto';
import { createUpstream } from '../upstream/client';

// A partner app's access token is opaque (oidc-provider's, not a JWT): only the api knows which
// app and which grower it speaks for. The gateway asks once and remembers the answer for a
// minute, by the token's hash, so a partner's calls spend its own budget (budget-key.ts).

export type TokenOwner = { clientId: string; userUuid: string };

export class PartnerTokenOwners {
  private readonly known = new Map<string, { owner: TokenOwner | null; until: number }>();

  constructor(
    private readonly ask: (token: string) => Promise<TokenOwner | null>,
    private readonly now: () => number = Date.now,
    private readonly rememberMs = 60_000,
    private readonly most = 10_000,
  ) {}

  /** The app and grower of the token, or null when no app holds it (unknown, expired, revoked). */
  async ownerOf(token: string): Promise<TokenOwner | null> {
    const key = createHash('sha256').update(token).digest('base64url');
    const kept = this.known.get(key);
    if (kept && kept.until > this.now()) return kept.owner;
    const owner = await this.ask(token);
    this.known.delete(key);
    if (this.known.size >= this.most) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(key, { owner, until: this.now() + this.rememberMs });
    return owner;
  }
}

/** Asks the api (POST /partners/token-owner/); any answer but 200 is "no app holds it". */
export const askApi =
  (apiUrl: string) =>
  async (token: string): Promise<TokenOwner | null> => {
    const answer = await createUpstream(apiUrl, {}).POST('/partners/token-owner/', { body: { token } });
    return answer.data ? { clientId: answer.data.client_id, userUuid: answer.data.user_uuid } : null;
  };

const perApi = new Map<string, PartnerTokenOwners>();

/** One memory per api the gateway talks to, shared by its requests. */
export function partnerTokenOwners(apiUrl: string): PartnerTokenOwners {
  let owners = perApi.get(apiUrl);
  if (!owners) {
    owners = new PartnerTokenOwners(askApi(apiUrl));
    perApi.set(apiUrl, owners);
  }
  return owners;
}
