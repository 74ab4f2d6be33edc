import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BudgetKey, budgetKeyOf, isOpaqueToken } from './budget/budget-key';
import { partnerTokenOwners, type TokenOwner } from './budget/partner-owners';
import { tokenSubjects } from './budget/token-subjects';
import type { GatewayConfig } from './config';
import type { PartnerOperations } from './persisted/partner-operations';
import { ACTOR_COOKIE, actorCookie, clearedActorCookie } from './session/actor-cookie';
import {
  ACCESS_COOKIE,
  clearedCookies,
  isImpersonation,
  REFRESH_COOKIE,
  readCookies,
  type SessionTokens,
  secondsLeft,
  sessionCookies,
} from './session/cookies';
import { isTokenClient } from './session/mode';
import { clearedResetCookie, RESET_COOKIE, resetCookie } from './session/reset-cookie';
import type { LiveEvents } from './subscriptions/live-events';
import { createUpstream, idempotencyKeyOf, type Upstream } from './upstream/client';
import { createLoaders, type Loaders } from './upstream/loaders';
import type { Identity } from './upstream/node-stream';

export type Session = {
  /** The access token this request acts with: the Bearer header, else the session cookie. */
  accessToken: string | undefined;
  refreshToken: string | undefined;
  /**
   * True for a browser: its session lives in HttpOnly cookies, which mutations set and clear,
   * and tokens never appear in its replies. False for a token client (see session/mode.ts).
   */
  fromCookies: boolean;
  /** Sets the session cookies (browsers only). */
  start(tokens: SessionTokens): void;
  /** Clears the session cookies (browsers only). */
  end(): void;
  /** A browser's open password reset (its cookie); never set for a token client. */
  resetToken: string | undefined;
  /** Keeps a password reset token in its cookie (browsers only). */
  keepReset(token: string): void;
  /** Forgets the password reset cookie (browsers only). */
  dropReset(): void;
  /** A browser's own refresh token, kept aside while it is in god mode. */
  actorRefreshToken: string | undefined;
  /** Keeps the browser's own refresh token aside while entering god mode (browsers only). */
  keepActor(refresh: string): void;
  /** Forgets the kept-aside session (browsers only). */
  dropActor(): void;
};

export type GatewayContext = {
  upstream: Upstream;
  /** Who the api should see, for calls made outside the typed client (SSE streams). */
  identity: Identity;
  loaders: Loaders;
  session: Session;
  /** An upstream client for a freshly issued token (after login), with this request's address. */
  upstreamAs(accessToken: string): Upstream;
  /**
   * On the event-stream path only: a stand-in for JSON text that the result's write replaces
   * with the text (subscriptions/flow-control.ts), or null where it cannot.
   */
  verbatim?: (json: string | Uint8Array) => string | null;
  /** Live events shared by every gateway instance (spray changes, neighbour notices). */
  events: LiveEvents;
  /** Partner apps' registered operations, and the check of a document to register (persisted/). */
  operations: PartnerOperations;
  /** The partner app and grower a partner's token speaks for; null for our own clients. */
  partner: TokenOwner | null;
  /** Whose query-cost budget this request spends, and whether it is our own web app (budget/). */
  budget: BudgetKey;
  /**
   * A browser's OAuth interaction cookie (set as it began /oauth/auth), as a Cookie header for
   * the api's consent calls: only the browser that started a request may answer it.
   */
  oauthInteraction: string | undefined;
};

/** What every request of one gateway shares. */
export type GatewayShared = { events: LiveEvents; operations: PartnerOperations };

type Request = Pick<IncomingMessage, 'headers' | 'socket'>;

function appendSetCookie(response: ServerResponse | undefined, cookies: string[]) {
  if (!response || response.headersSent) return;
  const existing = response.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  response.setHeader('set-cookie', [...list, ...cookies]);
}

/** oidc-provider's interaction cookie and its signature (api/src/modules/partners/provider.ts). */
const INTERACTION_COOKIES = ['_interaction', '_interaction.sig'];

function interactionCookie(cookies: Record<string, string | undefined>): string | undefined {
  const pairs = INTERACTION_COOKIES.flatMap((name) => {
    const value = cookies[name];
    return value ? [`${name}=${value}`] : [];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

export async function createContext(
  config: GatewayConfig,
  { events, operations }: GatewayShared,
  request: Request,
  response?: ServerResponse,
): Promise<GatewayContext> {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const browser = !isTokenClient(request.headers);
  // A token client's cookies are never read: they could only be a browser's session.
  const cookies = browser ? readCookies(request.headers.cookie) : {};
  const clientIp = request.socket.remoteAddress;
  let accessToken = bearer ?? cookies[ACCESS_COOKIE];
  const refreshToken = cookies[REFRESH_COOKIE];

  const session: Session = {
    accessToken,
    refreshToken,
    fromCookies: browser,
    start: (tokens) => {
      if (browser) appendSetCookie(response, sessionCookies(tokens, config.cookieSecure));
    },
    end: () => {
      if (browser) appendSetCookie(response, clearedCookies(config.cookieSecure));
    },
    resetToken: cookies[RESET_COOKIE],
    keepReset: (token) => {
      if (browser) appendSetCookie(response, [resetCookie(token, config.cookieSecure)]);
    },
    dropReset: () => {
      if (browser) appendSetCookie(response, [clearedResetCookie(config.cookieSecure)]);
    },
    actorRefreshToken: cookies[ACTOR_COOKIE],
    keepActor: (refresh) => {
      if (browser) appendSetCookie(response, [actorCookie(refresh, config.cookieSecure)]);
    },
    dropActor: () => {
      if (browser) appendSetCookie(response, [clearedActorCookie(config.cookieSecure)]);
    },
  };

  // A browser whose access cookie has run out (or is about to) but whose refresh cookie is
  // still good keeps its session: rotate the pair before doing anything else.
  if (browser && refreshToken && (!accessToken || secondsLeft(accessToken) < 60) && response) {
    const renewed = await createUpstream(config.apiUrl, { clientIp }).POST('/auth/jwt/refresh/', {
      body: { refresh: refreshToken },
    });
    if (renewed.data) {
      accessToken = renewed.data.access;
      session.accessToken = accessToken;
      session.refreshToken = renewed.data.refresh;
      session.start({ ...renewed.data, godMode: isImpersonation(renewed.data.access) });
    } else {
      session.end();
    }
  }

  const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
  const upstream = createUpstream(config.apiUrl, { accessToken, clientIp, idempotencyKey });
  // A token the api refuses on a call has been revoked (or has expired) since its user was
  // remembered: forget it, so its next request asks again and spends its address's budget.
  const token = accessToken;
  if (token && !isOpaqueToken(token))
    upstream.use({
      onResponse({ response }) {
        if (response.status === 401) tokenSubjects(config.apiUrl).forget(token);
      },
    });
  const partner = isOpaqueToken(accessToken)
    ? await partnerTokenOwners(config.apiUrl).ownerOf(accessToken)
    : null;
  return {
    upstream,
    identity: { apiUrl: config.apiUrl, accessToken, clientIp },
    loaders: createLoaders(upstream),
    session,
    upstreamAs: (token) => createUpstream(config.apiUrl, { accessToken: token, clientIp }),
    events,
    operations,
    partner,
    budget: budgetKeyOf({
      clientIp,
      partner,
      subject: accessToken && !partner ? await tokenSubjects(config.apiUrl).subjectOf(accessToken) : null,
    }),
    oauthInteraction: interactionCookie(cookies),
  };
}
