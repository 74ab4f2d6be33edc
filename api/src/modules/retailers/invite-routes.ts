import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { pageQuery } from '../../pagination';
import type { PendingInvites } from './invites';
import { pendingInvites, sentInvite } from './schemas';

const tags = ['ag retailers'];
const failures = { 401: errorBody, 403: errorBody, 404: errorBody };
const inviteId = z.object({ id: coercedInt4().positive() });

/** Pending invitations, on both sides: the list, Resend (the sender) and Cancel (either party). */
export const pendingInviteRoutes =
  (invites: PendingInvites, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const security = [{ bearer: [] }];

    app.get(
      '/auth/users/ag-retailers/invites/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'The invitations the user sent or received that were neither accepted nor cancelled, newest ' +
            'first, 10 a page; an expired one stays until cancelled, so its sender can send it again.',
          querystring: pageQuery,
          response: { 200: pendingInvites, 400: errorBody, ...failures },
        },
      },
      async (request) => invites.list(viewerOf(request), request.query.page),
    );

    app.post(
      '/auth/users/ag-retailers/invites/:id/resend/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'The sender mails the invitation again with a new link (the earlier one stops working), valid ' +
            'for 14 days. Not in god mode; at most once a minute (429).',
          params: inviteId,
          response: { 200: sentInvite, 400: errorBody, 429: errorBody, ...failures },
        },
      },
      async (request) => invites.resend(viewerOf(request), request.params.id),
    );

    app.delete(
      '/auth/users/ag-retailers/invites/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Either party cancels a pending invitation (the sender withdraws it, the invitee declines it); ' +
            'its link then says it was cancelled, and by whom. Not in god mode.',
          params: inviteId,
          response: { 204: z.null(), 400: errorBody, ...failures },
        },
      },
      async (request, reply) => {
        await invites.cancel(viewerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
