import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { pageQuery, paginated } from '../../pagination';
import { auditMessages, readAudit } from './service';

const person = z.object({ full_name: z.string(), email: z.string() });

/** A person to filter by: a user's uuid or e-mail address. */
const personQuery = z
  .union([z.uuid(), z.email()], { error: auditMessages.badPerson })
  .optional()
  .transform((value) =>
    value === undefined ? undefined : z.uuid().safeParse(value).success ? { uuid: value } : { email: value },
  );

const entry = z
  .object({
    id: z.number().int(),
    action: z.string().describe("e.g. 'password.changed', 'god_mode.entered'"),
    actor_uuid: z.string().nullable().describe('who did it: the user, or the retailer or staff in god mode'),
    actor: person.nullable().describe('the actor as they are now; null once the user is gone'),
    account_uuid: z.string().nullable().describe('the user whose account it concerns'),
    account: person
      .extend({ name: z.string().describe("the account's business name, e.g. 'Miller Creek Farms'") })
      .nullable()
      .describe("the account's user as they are now; null once the user is gone"),
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
        onRequest: authenticate(auth, 'first-party'),
        schema: {
          tags: ['audit'],
          security: [{ bearer: [] }],
          description:
            'Staff only. Pages of 10, newest first; filter by account (the user whose account it concerns), by actor (who did it: in god mode the retailer or staff member), each a user uuid or e-mail address, and by action.',
          querystring: pageQuery.extend({
            account: personQuery,
            actor: personQuery,
            action: z.string().max(60).optional(),
          }),
          response: { 200: paginated(entry), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) =>
        readAudit(auth.db, viewerOf(request), request.query.page, {
          ...(request.query.account ? { account: request.query.account } : {}),
          ...(request.query.actor ? { actor: request.query.actor } : {}),
          ...(request.query.action ? { action: request.query.action } : {}),
        }),
    );
  };
