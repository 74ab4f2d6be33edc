import { OPERATION_HASH } from '@field-boundaries/contract/partner-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody, notFound } from '../../errors';
import type { PersistedOperation, PersistedOperations } from './operations';

const tags = ['partners'];
const security = [{ bearer: [] }];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const sha256 = z
  .string()
  .regex(OPERATION_HASH, { error: 'Give the SHA-256 of the document as 64 lowercase hex digits.' });
const operation = z
  .object({
    sha256: z
      .string()
      .describe("the SHA-256 of the document's text, in hex: what the app sends as its persisted-query hash"),
    name: z.string().describe("the operation's name"),
    document: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'PartnerOperation' });

const operationJson = (registered: PersistedOperation) => ({
  sha256: registered.sha256,
  name: registered.name,
  document: registered.document,
  created_at: registered.createdAt,
});

/**
 * A partner app's persisted operations, for the developer who registered the app (or staff):
 * product sessions only, so a partner's token cannot register documents for itself. And the
 * gateway's look-up of one by its hash, for a token of the app.
 */
export const operationRoutes =
  (operations: PersistedOperations, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const clientParams = z.object({ client_id: z.string().min(1).max(100) });

    app.get(
      '/partners/apps/:client_id/operations/',
      {
        ...signedIn,
        schema: { tags, security, params: clientParams, response: { 200: z.array(operation), ...failures } },
      },
      async (request) =>
        (await operations.list(viewerOf(request), request.params.client_id)).map(operationJson),
    );

    app.post(
      '/partners/apps/:client_id/operations/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Keeps a GraphQL document as one of the app's persisted operations, by the SHA-256 of its text. The gateway, which owns the schema, has parsed and validated it and names its operation. 201 when new; 200 with the first registration when the app already has this text.",
          params: clientParams,
          body: z.object({ name: z.string().max(200), document: z.string().max(100_000) }),
          response: { 200: operation, 201: operation, ...failures },
        },
      },
      async (request, reply) => {
        const { operation: kept, created } = await operations.register(
          viewerOf(request),
          request.params.client_id,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(operationJson(kept));
      },
    );

    app.delete(
      '/partners/apps/:client_id/operations/:sha256/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Removes the operation: the app can no longer send its hash.',
          params: clientParams.extend({ sha256 }),
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await operations.remove(viewerOf(request), request.params.client_id, request.params.sha256);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/partners/operation-document/',
      {
        schema: {
          tags,
          description:
            "The text of an app's persisted operation, by its hash, or 404: the gateway asks when a partner's token sends a hash (it has learnt the token's app from /partners/token-owner/). Not relayed by the gateway.",
          body: z.object({ client_id: z.string().min(1).max(100), sha256 }),
          response: {
            200: z.object({ document: z.string() }).meta({ id: 'PartnerOperationDocument' }),
            404: errorBody,
            400: errorBody,
          },
        },
      },
      async (request) => {
        const document = await operations.document(request.body.client_id, request.body.sha256);
        if (document === null) throw notFound('No such operation.');
        return { document };
      },
    );
  };
