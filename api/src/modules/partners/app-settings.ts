import {
  isPartnerScope,
  type PartnerScope,
  partnerMessages,
} from '@field-boundaries/contract/partner-scopes';
import type { ClientMetadata, Provider } from 'oidc-provider';
import type { Viewer } from '../../auth/viewer';
import type { Queryable } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../errors';
import { clientMetadata } from './adapter';
import {
  type AppSettings,
  checkedSettings,
  checkLogoAddress,
  newClientRow,
  type RegisterApp,
} from './registration';
import { type ClientRow, clientById, insertClient, updateClient } from './store';

// A developer's apps as they register and then edit them: name, logo, redirect URIs and scopes.
// An edit is checked exactly as a registration is (registration.ts, then the authorization
// server's own reading of the metadata), and takes effect on the next authorization request:
// oidc-provider reads the app's row on each one.

export type PartnerApp = {
  clientId: string;
  name: string;
  logoUri: string | null;
  redirectUris: string[];
  scopes: PartnerScope[];
  confidential: boolean;
  createdAt: string;
};

export const asScopes = (scopes: string[]) => scopes.filter(isPartnerScope);

export function appOf(row: ClientRow): PartnerApp {
  return {
    clientId: row.client_id,
    name: row.name,
    logoUri: row.logo_uri,
    redirectUris: row.redirect_uris,
    scopes: asScopes(row.scopes),
    confidential: row.client_secret_hash !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Staff manage every app; a developer the apps they registered. */
export const mayManageApp = (viewer: Viewer, row: ClientRow) =>
  viewer.roles.staff || (viewer.roles.developer && row.registered_by === viewer.actorUuid);

/** The app as the viewer may manage it, or a 404 (another developer's app is not shown to exist). */
export async function managedApp(db: Queryable, viewer: Viewer, clientId: string): Promise<ClientRow> {
  const row = await clientById(db, clientId);
  if (!row || !mayManageApp(viewer, row)) throw notFound(partnerMessages.appNotFound);
  return row;
}

/** oidc-provider checks the metadata as it will read it (a redirect URI it refuses, say). */
async function acceptedByProvider(provider: Provider, row: Omit<ClientRow, 'registered_by' | 'created_at'>) {
  const metadata = clientMetadata({ ...row, registered_by: null, created_at: new Date() }) as ClientMetadata;
  await provider.Client.validate(metadata).catch((error: { error_description?: string }) => {
    const message = `The app's settings were refused: ${error.error_description ?? 'invalid client metadata'}.`;
    throw badRequest(message, { redirect_uris: [message] });
  });
}

/** Staff register apps for partners; a developer account registers its own. */
export async function registerApp(
  db: Queryable,
  provider: Provider,
  viewer: Viewer,
  input: RegisterApp,
): Promise<PartnerApp & { clientSecret: string | null }> {
  if (!viewer.roles.staff && !viewer.roles.developer)
    throw forbidden('Only staff and developer accounts can register apps.');
  const { row, secret } = newClientRow(input);
  await checkLogoAddress(row.logo_uri);
  await acceptedByProvider(provider, row);
  await insertClient(db, { ...row, registeredBy: viewer.actorUuid });
  const stored = await clientById(db, row.client_id);
  if (!stored) throw new Error('a registered app was not stored');
  return { ...appOf(stored), clientSecret: secret };
}

/**
 * Changes the settings given (the others are kept). Growers' grants are not widened: a scope
 * added is asked for on their next sign-in; one taken away stops working at once, since a token
 * does only what both its grant and the app's registration allow (service.ts `tokenGrant`).
 */
export async function updateApp(
  db: Queryable,
  provider: Provider,
  viewer: Viewer,
  clientId: string,
  changes: Partial<AppSettings>,
): Promise<PartnerApp> {
  const current = await managedApp(db, viewer, clientId);
  const settings = checkedSettings({
    name: changes.name ?? current.name,
    logoUri: changes.logoUri === undefined ? current.logo_uri : changes.logoUri,
    redirectUris: changes.redirectUris ?? current.redirect_uris,
    scopes: changes.scopes ?? current.scopes,
  });
  await checkLogoAddress(settings.logo_uri);
  await acceptedByProvider(provider, { ...current, ...settings });
  await updateClient(db, clientId, settings);
  return appOf({ ...current, ...settings });
}
