import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { coercedInt4 } from '../../input';
import { pageQuery } from '../../pagination';
import { tokenPair, tutorialFlags } from '../accounts/schemas';
import { farm, farmField } from '../farms/routes';
import {
  assignedAccounts,
  assignedRetailers,
  godModeBody,
  inviteBody,
  inviteView,
  sentInvite,
} from './schemas';
import type { RetailersService } from './service';

const tags = ['ag retailers'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
// A cancelled invitation's link: it says so, and by whom.
const linkFailures = { ...failures, 410: errorBody };
const inviteParams = z.object({ invite_hash: z.string().min(1).max(200) });
const accountParams = z.object({ uuid: z.uuid() });

/**
 * Ag retailer relations (spec 7 plus the calls ARCHITECTURE.md's gaps table chose): invitations,
 * both sides' lists, removal, the invite notice's grant, god mode, and the retailer's read-only
 * view of an assigned account's farms.
 */
export const retailerRoutes =
  (retailers: RetailersService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const security = [{ bearer: [] }];

    app.post(
      '/auth/users/ag-retailers/invite/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Mails an invitation: a grower adds an Ag Retailer (plan B; 402 otherwise), or a retailer asks ' +
            'for a grower account. The invitee opens /ag_retailer_invite/{invite_hash}; the link works once ' +
            'and expires in 14 days. A new invitation replaces an open one.',
          body: inviteBody,
          response: { 201: sentInvite, 402: errorBody, ...failures },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await retailers.invite(viewerOf(request), request.body.email)),
    );

    app.get(
      '/auth/users/ag-retailers/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The grower's assigned Ag Retailers, 10 a page, with when each last entered in god mode.",
          querystring: pageQuery,
          response: { 200: assignedRetailers, ...failures },
        },
      },
      async (request) => retailers.retailersOf(viewerOf(request), request.query.page),
    );

    app.delete(
      '/auth/users/ag-retailers/:id/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Ends a relation (either side may); the retailer loses access at once, god mode included.',
          params: z.object({ id: coercedInt4().positive() }),
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await retailers.remove(viewerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/auth/users/ag-retailers/access/:invite_hash/',
      {
        schema: {
          tags,
          description:
            'What an open invitation asks (the invite notice shows it before accepting). 410 when it was cancelled.',
          params: inviteParams,
          response: { 200: inviteView, ...linkFailures },
        },
      },
      async (request) => retailers.inviteOf(request.params.invite_hash),
    );

    app.put(
      '/auth/users/ag-retailers/access/:invite_hash/',
      {
        config: { rateLimit: {} },
        schema: {
          tags,
          description: 'Grants the access the invitation asks; the link is spent. 410 when it was cancelled.',
          params: inviteParams,
          response: { 200: inviteView, ...linkFailures },
        },
      },
      async (request) => retailers.accept(request.params.invite_hash),
    );

    app.get(
      '/auth/ag-retailer/accounts/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The retailer's assigned grower accounts, 10 a page.",
          querystring: pageQuery,
          response: { 200: assignedAccounts, ...failures },
        },
      },
      async (request) => retailers.accountsOf(viewerOf(request), request.query.page),
    );

    app.get(
      '/auth/ag-retailer/accounts/:uuid/farms/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "An assigned account's farms, read-only (the retailer's users sidebar).",
          params: accountParams,
          response: { 200: z.array(farm), ...failures },
        },
      },
      async (request) => retailers.farmsOf(viewerOf(request), request.params.uuid),
    );

    app.get(
      '/auth/ag-retailer/accounts/:uuid/farms/:id/fields/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The fields of an assigned account's farm, read-only.",
          params: accountParams.extend({ id: coercedInt4().positive() }),
          response: { 200: z.array(farmField), ...failures },
        },
      },
      async (request) =>
        (await retailers.farmFieldsOf(viewerOf(request), request.params.uuid, request.params.id)).map(
          (field) => ({
            ...field,
            claimed: true as const,
          }),
        ),
    );

    app.post(
      '/auth/god-mode/login/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Enters a grower account in god mode: a session as the grower that names the caller as its real ' +
            'actor. Only an Ag Retailer the grower gave access (until removed), or staff. Audited.',
          body: godModeBody,
          response: {
            200: tokenPair.extend({ god_mode: z.literal(true), tutorial: tutorialFlags, ios: z.boolean() }),
            ...failures,
          },
        },
      },
      async (request) => retailers.enter(viewerOf(request), request.body.uuid),
    );
  };
