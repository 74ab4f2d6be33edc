import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { pageQuery, paginated } from '../../pagination';
import { readAudit } from './service';

const entry = z
  .object({
    id: z.number().int(),
    action: z.string().describe("e.g. 'password.changed', 'god_mode.entered'"),
    actor_uuid: z.string().nullable().describe('who did it: the user, or the retailer or staff in god mode'),
    account_uuid: z.string().nullable().describe('the user whose account it concerns'),
    detail: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

/** The audit log, for staff only (ARCHITECTURE.md: god mode and account changes are recorded). */
export const auditRoutes =
  (auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit/',
      {
        onRequest: authenticate(auth),
        schema: {
          tags: ['audit'],
          security: [{ bearer: [] }],
          description: 'Staff only. Pages of 10, newest first; filter by account (user uuid) or action.',
          querystring: pageQuery.extend({
            account: z.uuid().optional(),
            action: z.string().max(60).optional(),
          }),
          response: { 200: paginated(entry), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) =>
        readAudit(auth.db, viewerOf(request), request.query.page, {
          accountUuid: request.query.account,
          action: request.query.action,
        }),
    );
  };
