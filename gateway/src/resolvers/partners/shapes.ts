import type { components } from '../../upstream/openapi';

// The api's partner answers in the schema's names.
type ApiPartnerApp = components['schemas']['PartnerApp'];
type ApiConnectedApp = components['schemas']['ConnectedApp'];
type ApiPartnerOperation = components['schemas']['PartnerOperation'];

export const appOf = (app: ApiPartnerApp) => ({
  clientId: app.client_id,
  name: app.name,
  logoUri: app.logo_uri,
  redirectUris: app.redirect_uris,
  scopes: app.scopes,
  confidential: app.confidential,
  createdAt: app.created_at,
});

export const connectedAppOf = (app: ApiConnectedApp) => ({
  clientId: app.client_id,
  name: app.name,
  logoUri: app.logo_uri,
  scopes: app.scopes,
  connectedAt: app.connected_at,
  lastUsedAt: app.last_used_at,
});

/** A partner app as its resolvers hand it on (webhooks resolve its endpoints from `clientId`). */
export type PartnerAppShape = ReturnType<typeof appOf>;

export const operationOf = (operation: ApiPartnerOperation) => ({
  sha256Hash: operation.sha256,
  name: operation.name,
  document: operation.document,
  registeredAt: operation.created_at,
});

/** The browser's interaction cookie, for the api's consent calls (context.ts `oauthInteraction`). */
export const interactionHeaders = (context: { oauthInteraction: string | undefined }) =>
  context.oauthInteraction ? { cookie: context.oauthInteraction } : {};
