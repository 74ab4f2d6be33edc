import { PARTNER_SCOPES } from '@field-boundaries/contract/partner-scopes';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody, notFound } from '../../errors';
import { OAUTH_PREFIX } from './provider';
import type { ConnectedApp, ConsentRequest, PartnerApp, PartnerApps } from './service';

const tags = ['partners'];
const security = [{ bearer: [] }];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 410: errorBody };

const scope = z.enum(PARTNER_SCOPES);
const wordedScope = z.object({ scope, wording: z.string() });
const partnerApp = z
  .object({
    client_id: z.string(),
    name: z.string(),
    logo_uri: z.string().nullable(),
    redirect_uris: z.array(z.string()),
    scopes: z.array(scope),
    confidential: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'PartnerApp' });
const registeredApp = partnerApp
  .extend({
    client_secret: z
      .string()
      .nullable()
      .describe('Shown once, at registration: only a confidential (server) app has one.'),
  })
  .meta({ id: 'RegisteredPartnerApp' });
const consentRequest = z
  .object({
    uid: z.string(),
    app: z.object({ client_id: z.string(), name: z.string(), logo_uri: z.string().nullable() }),
    scopes: z.array(wordedScope),
    farms: z.array(z.object({ id: z.number().int(), name: z.string() })),
    redirect_origin: z.string(),
  })
  .meta({ id: 'ConsentRequest' });
const connectedApp = z
  .object({
    client_id: z.string(),
    name: z.string(),
    logo_uri: z.string().nullable(),
    scopes: z.array(wordedScope),
    connected_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'ConnectedApp' });

const appJson = (app: PartnerApp) => ({
  client_id: app.clientId,
  name: app.name,
  logo_uri: app.logoUri,
  redirect_uris: app.redirectUris,
  scopes: app.scopes,
  confidential: app.confidential,
  created_at: app.createdAt,
});
const consentJson = (consent: ConsentRequest) => ({
  uid: consent.uid,
  app: { client_id: consent.app.clientId, name: consent.app.name, logo_uri: consent.app.logoUri },
  scopes: consent.scopes,
  farms: consent.farms,
  redirect_origin: consent.redirectOrigin,
});
const connectedJson = (app: ConnectedApp) => ({
  client_id: app.clientId,
  name: app.name,
  logo_uri: app.logoUri,
  scopes: app.scopes,
  connected_at: app.connectedAt,
  last_used_at: app.lastUsedAt,
});

/**
 * Partner apps: registering them (staff, developers), the consent step of an authorization
 * request, and a user's Connected apps. None of these is open to a partner's own token.
 */
export const partnerRoutes =
  (apps: PartnerApps, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const clientParams = z.object({ client_id: z.string().min(1).max(100) });
    const uidParams = z.object({ uid: z.string().min(1).max(100) });
    /** A route of the signed-in user's own (first-party token), in the partners tag. */
    const ownRoute = <Schema extends object>(schema: Schema) => ({
      ...signedIn,
      schema: { tags, security, ...schema },
    });

    app.post(
      '/partners/apps/',
      ownRoute({
        description:
          'Registers a partner app (staff, or a developer account for its own). A confidential app (a server) gets a secret, shown only here; a public one (mobile, single-page, command line) proves itself with PKCE.',
        body: z.object({
          name: z.string().max(200),
          logo_uri: z.string().max(2000).nullable().optional(),
          redirect_uris: z.array(z.string().max(2000)).max(10),
          scopes: z.array(z.string().max(50)).max(20),
          confidential: z.boolean(),
        }),
        response: { 201: registeredApp, ...failures },
      }),
      async (request, reply) => {
        const body = request.body;
        const registered = await apps.register(viewerOf(request), {
          name: body.name,
          logoUri: body.logo_uri ?? null,
          redirectUris: body.redirect_uris,
          scopes: body.scopes,
          confidential: body.confidential,
        });
        return reply.status(201).send({ ...appJson(registered), client_secret: registered.clientSecret });
      },
    );

    app.get(
      '/partners/apps/',
      ownRoute({ response: { 200: z.array(partnerApp), ...failures } }),
      async (request) => (await apps.list(viewerOf(request))).map(appJson),
    );

    app.patch(
      '/partners/apps/:client_id/',
      ownRoute({
        description:
          'Edits an app (staff, or the developer who registered it): the settings sent change, the others stay. Each is checked as at registration. A scope added is asked of growers at their next sign-in; a scope taken away stops working at once for every token the app holds. `logo_uri: null` removes the logo.',
        params: clientParams,
        body: z.object({
          name: z.string().max(200).optional(),
          logo_uri: z.string().max(2000).nullable().optional(),
          redirect_uris: z.array(z.string().max(2000)).max(10).optional(),
          scopes: z.array(z.string().max(50)).max(20).optional(),
        }),
        response: { 200: partnerApp, ...failures },
      }),
      async (request) => {
        const body = request.body;
        const updated = await apps.update(viewerOf(request), request.params.client_id, {
          name: body.name,
          logoUri: body.logo_uri,
          redirectUris: body.redirect_uris,
          scopes: body.scopes,
        });
        return appJson(updated);
      },
    );

    app.delete(
      '/partners/apps/:client_id/',
      ownRoute({ params: clientParams, response: { 204: z.null(), ...failures } }),
      async (request, reply) => {
        await apps.remove(viewerOf(request), request.params.client_id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/partners/consents/:uid/',
      ownRoute({
        description:
          'An authorization request waiting for the signed-in user: the app, the scopes it asks for in words, the farms it would see. 410 once expired; 403 unless the Cookie header carries the interaction cookie of the browser that started it.',
        params: uidParams,
        response: { 200: consentRequest, ...failures },
      }),
      async (request) =>
        consentJson(await apps.consent(viewerOf(request), request.params.uid, request.headers.cookie)),
    );

    app.post(
      '/partners/consents/:uid/',
      ownRoute({
        description:
          'Allows or denies the app, in the browser that started the request only (its interaction cookie, as for the GET). The browser then goes to `redirect_to`, which finishes the authorization and returns to the app.',
        params: uidParams,
        body: z.object({ allow: z.boolean() }),
        response: { 200: z.object({ redirect_to: z.string() }), ...failures },
      }),
      async (request) => {
        const { redirectTo } = await apps.answer(
          viewerOf(request),
          request.params.uid,
          request.body.allow,
          request.headers.cookie,
        );
        return { redirect_to: redirectTo };
      },
    );

    app.get(
      '/partners/connected/',
      ownRoute({ response: { 200: z.array(connectedApp), ...failures } }),
      async (request) => (await apps.connected(viewerOf(request))).map(connectedJson),
    );

    app.delete(
      '/partners/connected/:client_id/',
      ownRoute({
        description: 'Disconnects the app: its access and refresh tokens stop working at once.',
        params: clientParams,
        response: { 204: z.null(), ...failures },
      }),
      async (request, reply) => {
        await apps.revoke(viewerOf(request), request.params.client_id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/partners/token-owner/',
      {
        schema: {
          tags,
          description:
            "Which app and which user a partner's access token speaks for, or 404: the gateway asks, to charge the app's own query budget. The api is not reached from outside but through the gateway, which does not relay this.",
          body: z.object({ token: z.string().min(1).max(200) }),
          response: {
            200: z.object({ client_id: z.string(), user_uuid: z.string() }).meta({ id: 'PartnerTokenOwner' }),
            404: errorBody,
          },
        },
      },
      async (request) => {
        const grant = await apps.tokenGrant(request.body.token);
        if (!grant) throw notFound('No partner app holds this token.');
        return { client_id: grant.clientId, user_uuid: grant.userUuid };
      },
    );
  };

/**
 * oidc-provider's endpoints under /oauth (discovery, authorization, token, revocation,
 * introspection, jwks), handed the raw request: it reads its own form bodies. oidc-provider
 * builds its links (the discovery document's endpoints, the resume URL the consent step sends
 * the browser to) from the request's host; that host is the public origin from configuration
 * (WEB_ORIGIN), never the Host or X-Forwarded-Host a caller sent.
 */
export function mountAuthorizationServer(
  app: FastifyInstance,
  provider: () => Promise<Provider>,
  publicOrigin: string,
): void {
  const { host, protocol } = new URL(publicOrigin);
  let callback: ReturnType<Provider['callback']> | undefined;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OAUTH_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
      callback ??= (await provider()).callback();
      const handle = callback;
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(OAUTH_PREFIX.length) || '/';
      raw.headers.host = host;
      raw.headers['x-forwarded-host'] = host;
      raw.headers['x-forwarded-proto'] = protocol.slice(0, -1);
      await new Promise<void>((resolve) => {
        reply.raw.on('close', resolve);
        handle(raw, reply.raw);
      });
    });
  });
}
