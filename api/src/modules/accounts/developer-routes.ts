import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import type { DeveloperRole } from './developer';
import { accountForStaff } from './directory';
import { user } from './schemas';
import type { AccountsService } from './service';
import { listedAccount } from './staff-routes';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const body = z.object({ is_developer: z.boolean() });
const turnedOff =
  'Turning it off is refused (409) while the account has registered apps: remove them in Developer apps first.';

/** The developer role: one's own (the profile), and any account's for staff (the accounts list). */
export const developerRoutes =
  (developers: DeveloperRole, accounts: AccountsService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = authenticate(auth, 'first-party');

    app.put(
      '/auth/users/me/developer/',
      {
        onRequest,
        schema: {
          tags,
          security,
          description: `Turns the signed-in user's developer role on or off: a developer registers partner apps that other growers can connect. Not in god mode. ${turnedOff} Audited.`,
          body,
          response: { 200: user, ...failures },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await developers.setOwn(viewer, request.body.is_developer);
        return accounts.user(viewer.userUuid);
      },
    );

    app.put(
      '/staff/accounts/:uuid/developer/',
      {
        onRequest,
        schema: {
          tags,
          security,
          description: `Staff only, as themselves (not in god mode): turns an account's developer role on or off. ${turnedOff} Audited.`,
          params: z.object({ uuid: z.uuid() }),
          body,
          response: { 200: listedAccount, ...failures },
        },
      },
      async (request) => {
        await developers.setFor(viewerOf(request), request.params.uuid, request.body.is_developer);
        return accountForStaff(auth.db, request.params.uuid);
      },
    );
  };
