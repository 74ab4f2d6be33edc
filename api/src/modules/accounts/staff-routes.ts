import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { pageQuery, paginated } from '../../pagination';
import { accountsForStaff } from './directory';

export const listedAccount = z
  .object({
    uuid: z.uuid().describe('the user; POST auth/god-mode/login/ takes it'),
    full_name: z.string(),
    email: z.string(),
    account_name: z.string(),
    subscription_plan: z.enum(['F', 'B', 'N']).describe('the plan in force'),
    is_active: z.boolean(),
    is_ag_retailer: z.boolean(),
    is_developer: z.boolean().describe('registers partner apps (Developer apps)'),
    is_staff: z.boolean().describe('staff accounts are never entered in god mode'),
    created_at: z.string(),
  })
  .meta({ id: 'StaffAccountRow' });

/** Staff's accounts list (ours: the spec has no staff screens). */
export const staffRoutes =
  (auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff/accounts/',
      {
        onRequest: authenticate(auth, 'first-party'),
        schema: {
          tags: ['accounts'],
          security: [{ bearer: [] }],
          description:
            'Staff only, as themselves (not in god mode). Every user, newest first, 10 a page; `search` keeps ' +
            'those whose name, e-mail or account name contains it, in any case.',
          querystring: pageQuery.extend({ search: z.string().max(200).default('') }),
          response: {
            200: paginated(listedAccount),
            400: errorBody,
            401: errorBody,
            403: errorBody,
          },
        },
      },
      async (request) =>
        accountsForStaff(auth.db, viewerOf(request), request.query.search, request.query.page),
    );
  };
