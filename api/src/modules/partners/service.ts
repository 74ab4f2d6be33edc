import { OPAQUE_TOKEN_PATTERN } from '@field-boundaries/contract/identifiers';
import { type PartnerScope, partnerMessages, scopeWording } from '@field-boundaries/contract/partner-scopes';
import type { Provider } from 'oidc-provider';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { ApiError, forbidden, notFound } from '../../errors';
import { usersOfAccount } from '../accounts/people';
import type { FieldsService } from '../farms/service';
import {
  appOf,
  asScopes,
  managedApp,
  mayManageApp,
  type PartnerApp,
  registerApp,
  updateApp,
} from './app-settings';
import { startedInThisBrowser } from './provider';
import type { AppSettings, RegisterApp } from './registration';
import {
  allClients,
  clientById,
  countClientsRegisteredBy,
  deleteByGrant,
  deleteClient,
  deleteExpiredModels,
  grantIdsOf,
  grantIdsOfClient,
  grantsOf,
  grantsOfUsers,
  touchGrant,
} from './store';

// Partner apps: staff and developers register them; a grower connects one on the consent
// screen and sees and revokes it in Connected apps; the api learns from an access token which
// user, which app and which scopes a call comes with. Retailers connect apps to their own
// account only, never while in a grower's (god mode).

export type { PartnerApp } from './app-settings';

export type ConsentRequest = {
  uid: string;
  app: { clientId: string; name: string; logoUri: string | null };
  scopes: { scope: PartnerScope; wording: string }[];
  farms: { id: number; name: string }[];
  redirectOrigin: string;
};

export type ConnectedApp = {
  clientId: string;
  name: string;
  logoUri: string | null;
  scopes: { scope: PartnerScope; wording: string }[];
  connectedAt: string;
  lastUsedAt: string | null;
};

/** Who a partner's access token speaks for, and what it may do. */
export type PartnerGrant = { userUuid: string; clientId: string; scopes: PartnerScope[] };

const worded = (scopes: PartnerScope[]) => scopes.map((scope) => ({ scope, wording: scopeWording[scope] }));

/**
 * What an app may see, read from its grants: what the webhooks module needs of partner apps, with
 * no authorization server in hand (the delivery worker, tests).
 */
export class PartnerGrants {
  constructor(private readonly db: Queryable) {}

  /** Whether the viewer may manage the app (its webhooks): staff, or the developer who registered it. */
  async mayManage(viewer: Viewer, clientId: string): Promise<boolean> {
    const row = await clientById(this.db, clientId);
    return !!row && mayManageApp(viewer, row);
  }

  /**
   * How many apps the user registered (the accounts module asks before the developer role ends,
   * inside its transaction: `within`, so embedded PGlite's one connection is not waited for).
   */
  registeredBy(userUuid: string, within: Queryable = this.db): Promise<number> {
    return countClientsRegisteredBy(within, userUuid);
  }

  /** The apps a user of the account has connected with a grant that includes the scope. */
  async appsCovering(accountId: number, scope: string): Promise<string[]> {
    const users = await usersOfAccount(this.db, accountId);
    if (users.length === 0) return [];
    const grants = await grantsOfUsers(this.db, users);
    return [
      ...new Set(
        grants
          .filter((grant) => grant.scope.split(' ').includes(scope) && grant.app_scopes.includes(scope))
          .map((grant) => grant.client_id),
      ),
    ];
  }
}

const CLEAN_EVERY_MS = 60 * 60 * 1000;

export class PartnerApps {
  constructor(
    private readonly deps: {
      db: Db;
      provider: () => Promise<Provider>;
      farms: Pick<FieldsService, 'farms'>;
      /** The authorization server's secret: it signs the browser's interaction cookie. */
      secret: string;
    },
  ) {}

  /** Staff register apps for partners; a developer account registers its own. */
  async register(viewer: Viewer, input: RegisterApp): Promise<PartnerApp & { clientSecret: string | null }> {
    return registerApp(this.deps.db, await this.deps.provider(), viewer, input);
  }

  /** Edits an app's name, logo, redirect URIs or scopes (app-settings.ts says what follows). */
  async update(viewer: Viewer, clientId: string, changes: Partial<AppSettings>): Promise<PartnerApp> {
    return updateApp(this.deps.db, await this.deps.provider(), viewer, clientId, changes);
  }

  /** Every app for staff; a developer's own for a developer. */
  async list(viewer: Viewer): Promise<PartnerApp[]> {
    if (!viewer.roles.staff && !viewer.roles.developer)
      throw forbidden('Only staff and developer accounts can see registered apps.');
    const rows = await allClients(this.deps.db);
    return rows.filter((row) => mayManageApp(viewer, row)).map(appOf);
  }

  /** Removes an app and every grant and token it holds. */
  async remove(viewer: Viewer, clientId: string): Promise<void> {
    await managedApp(this.deps.db, viewer, clientId);
    for (const grantId of await grantIdsOfClient(this.deps.db, clientId))
      await deleteByGrant(this.deps.db, grantId);
    await deleteClient(this.deps.db, clientId);
  }

  /**
   * The authorization request `uid`, answerable only in the browser that started it (`cookies`,
   * its Cookie header): a consent link sent to someone else cannot be allowed there, or the
   * sender would resume it with their own browser and receive a code for the other's account.
   */
  private async interaction(viewer: Viewer, uid: string, cookies: string | undefined) {
    if (viewer.impersonated) throw forbidden(partnerMessages.ownAccountOnly);
    const interaction = await (await this.deps.provider()).Interaction.find(uid).catch(() => undefined);
    if (!interaction || interaction.prompt.name === undefined)
      throw new ApiError(410, 'gone', partnerMessages.consentExpired);
    if (!startedInThisBrowser(cookies, uid, this.deps.secret))
      throw forbidden(partnerMessages.consentOtherBrowser);
    const clientId = String(interaction.params.client_id ?? '');
    const client = await clientById(this.deps.db, clientId);
    if (!client) throw new ApiError(410, 'gone', partnerMessages.consentExpired);
    const asked = String(interaction.params.scope ?? '').split(' ');
    const scopes = asScopes(asked).filter((scope) => client.scopes.includes(scope));
    return { interaction, client, scopes };
  }

  /** What the consent screen shows: the app, its scopes in words, the farms it would see. */
  async consent(viewer: Viewer, uid: string, cookies: string | undefined): Promise<ConsentRequest> {
    const { client, scopes, interaction } = await this.interaction(viewer, uid, cookies);
    const readsFields = scopes.some((scope) => scope.startsWith('fields:'));
    const farms = readsFields ? await this.deps.farms.farms(viewer) : [];
    return {
      uid,
      app: { clientId: client.client_id, name: client.name, logoUri: client.logo_uri },
      scopes: worded(scopes),
      farms: farms.map((farm) => ({ id: farm.id, name: farm.name })),
      redirectOrigin: new URL(String(interaction.params.redirect_uri ?? client.redirect_uris[0])).origin,
    };
  }

  /**
   * The grower's answer. Allow: the app's grant for this user (one per app, widened by each new
   * consent) carries the scopes asked for; Deny: the app is told access_denied. Either way the
   * browser goes back to the authorization endpoint, which finishes the request.
   */
  async answer(
    viewer: Viewer,
    uid: string,
    allow: boolean,
    cookies: string | undefined,
  ): Promise<{ redirectTo: string }> {
    const { interaction, client, scopes } = await this.interaction(viewer, uid, cookies);
    const { db } = this.deps;
    const provider = await this.deps.provider();
    if (!allow) {
      interaction.result = { error: 'access_denied', error_description: 'The user did not allow the app.' };
    } else {
      const [existing] = await grantIdsOf(db, viewer.userUuid, client.client_id);
      const grant =
        (existing ? await provider.Grant.find(existing) : undefined) ??
        new provider.Grant({ accountId: viewer.userUuid, clientId: client.client_id });
      grant.addOIDCScope(scopes);
      const asked = String(interaction.params.scope ?? '').split(' ');
      if (asked.includes('openid')) grant.addOIDCScope('openid');
      const grantId = await grant.save();
      interaction.result = { login: { accountId: viewer.userUuid }, consent: { grantId } };
    }
    await interaction.save(Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000)));
    return { redirectTo: interaction.returnTo };
  }

  /** The apps connected to the viewer's own account, with what each may do and when it last did. */
  async connected(viewer: Viewer): Promise<ConnectedApp[]> {
    if (viewer.impersonated) throw forbidden(partnerMessages.ownAccountOnly);
    const grants = await grantsOf(this.deps.db, viewer.userUuid);
    const apps: ConnectedApp[] = [];
    for (const grant of grants) {
      const client = await clientById(this.deps.db, grant.client_id);
      if (!client) continue;
      const openid = (grant.payload.openid ?? {}) as { scope?: string };
      apps.push({
        clientId: client.client_id,
        name: client.name,
        logoUri: client.logo_uri,
        scopes: worded(
          asScopes((openid.scope ?? '').split(' ')).filter((scope) => client.scopes.includes(scope)),
        ),
        connectedAt: new Date(Number(grant.created_at) * 1000).toISOString(),
        lastUsedAt: grant.last_used_at?.toISOString() ?? null,
      });
    }
    return apps;
  }

  /** Cuts an app off the viewer's account: its grant and every token under it are gone at once. */
  async revoke(viewer: Viewer, clientId: string): Promise<void> {
    if (viewer.impersonated) throw forbidden(partnerMessages.ownAccountOnly);
    const grantIds = await grantIdsOf(this.deps.db, viewer.userUuid, clientId);
    if (grantIds.length === 0) throw notFound(partnerMessages.appNotFound);
    for (const grantId of grantIds) await deleteByGrant(this.deps.db, grantId);
  }

  /** The grant an access token carries, or null for a token that is unknown, expired or revoked. */
  async tokenGrant(token: string): Promise<PartnerGrant | null> {
    // Opaque tokens of oidc-provider are 43 characters of base64url; a JWT or junk is not looked up.
    if (!OPAQUE_TOKEN_PATTERN.test(token)) return null;
    const { db } = this.deps;
    const provider = await this.deps.provider();
    const accessToken = await provider.AccessToken.find(token).catch(() => undefined);
    if (!accessToken?.grantId || !accessToken.clientId) return null;
    const grant = await provider.Grant.find(accessToken.grantId).catch(() => undefined);
    if (!grant || grant.clientId !== accessToken.clientId || grant.accountId !== accessToken.accountId)
      return null;
    // A scope the developer has since taken off the app stops working at once.
    const app = await clientById(db, accessToken.clientId);
    if (!app) return null;
    await touchGrant(db, accessToken.grantId);
    return {
      userUuid: accessToken.accountId,
      clientId: accessToken.clientId,
      scopes: asScopes((accessToken.scope ?? '').split(' ')).filter((scope) => app.scopes.includes(scope)),
    };
  }

  /** Drops expired codes, tokens and sessions now and then (each is refused once expired anyway). */
  sweep(onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => deleteExpiredModels(this.deps.db).catch(onError), CLEAN_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
