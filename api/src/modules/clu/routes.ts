import { cluMessages, UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import { placeOfEventId } from '@field-boundaries/contract/node-grid';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody, forbidden } from '../../errors';
import { coercedInt4 } from '../../input';
import { colorSchema } from './colors';
import { type EventStream, openEventStream, resumeOffset } from './event-stream';
import { isNodeId } from './grid';
import type { CluService } from './service';

const tags = ['clu'];
const nodeParams = z.object({
  id: coercedInt4().refine(isNodeId, 'Unknown node.'),
});
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const streamQuery = z.object({
  // Send only each polygon's outer ring (holes dropped): lighter for an overview.
  outer_fields: flag.optional(),
  // The viewer's position: fields nearest to it come first.
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  // The fields as everyone sees them (claimed, never mine / neighbour / owner): one body for
  // every viewer, completed per viewer by farms/nodes/viewer-fields/.
  shared: flag.optional(),
  // Each field in the web map's compact form (one-letter keys, schema/clu.graphql's
  // CluWireFields), which a gateway passes on to browsers without parsing it; the node's last
  // batch carries `"done": true` (the `end` event still follows).
  compact: flag.optional(),
  // The node's geometry version the client holds (location-search's geometry_version): when still
  // current, a compact stream sends only the live facts, marked `"unchanged":true`.
  known_version: coercedInt4().optional(),
});
/** Up to 36 node ids, comma-separated (a view's block, as a gateway subscription asks for). */
const nodeIdList = z.string().transform((text, context) => {
  const ids = text.split(',').map(Number);
  if (ids.length > 36 || !ids.every(isNodeId)) {
    context.addIssue({ code: 'custom', message: 'Give at most 36 known node ids.' });
    return z.NEVER;
  }
  return ids;
});
/** Where a reconnecting client of a several-node stream left off (`node:offset`), if it did. */
function resumePoint(header: string | string[] | undefined): { node: number; offset: number } | null {
  return placeOfEventId(Array.isArray(header) ? header[0] : header);
}
type StreamQuery = z.infer<typeof streamQuery>;
const streamOptionsOf = ({ lat, lng, outer_fields, shared, compact, known_version }: StreamQuery) => ({
  near: lat !== undefined && lng !== undefined ? { lat, lng } : null,
  outerRingsOnly: outer_fields ?? false,
  shared: shared ?? false,
  compact: compact ?? false,
  knownVersion: known_version ?? null,
});

/**
 * Opens an event stream and runs `send` on it. A failure once the stream is open is logged
 * and sent as an `error` event (the status is already 200); the stream ends either way.
 */
async function serveEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  send: (stream: EventStream) => Promise<void>,
) {
  const stream = openEventStream(request, reply);
  try {
    await send(stream);
  } catch (error) {
    request.log.error({ err: error }, `${what} failed`);
    await stream.send('error', { errors: [UNKNOWN_ERROR] });
  } finally {
    stream.end();
  }
}

const nodeSummary = z.object({
  id: z.number().int(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  center: z.object({ lat: z.number(), lng: z.number() }),
  field_count: z.number().int(),
  // Changes whenever a field of the node changes shape, appears or goes (a stream's known_version).
  geometry_version: z.number().int(),
});
const eventStreamDoc = {
  200: z
    .string()
    .describe('text/event-stream: `fields` events (batches, id = fields sent so far), then `end`'),
};

export const cluRoutes =
  (clu: CluService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'fields:read') };
    const security = [{ bearer: [] }];

    app.get(
      '/farms/fields/color_schema/',
      { schema: { tags, response: { 200: z.record(z.string(), z.string()).meta({ id: 'ColorSchema' }) } } },
      async () => colorSchema,
    );

    app.post(
      '/farms/fields/location-search/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          body: z.object({
            point: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
          }),
          response: {
            200: z.object({ primary_nodes: z.array(nodeSummary) }),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request) => clu.locationSearch(request.body.point),
    );

    app.get(
      '/farms/nodes/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'The nodes holding fields inside a box (a zoomed-out view): where the fields are.',
          querystring: z.object({
            west: z.coerce.number().min(-180).max(180),
            south: z.coerce.number().min(-90).max(90),
            east: z.coerce.number().min(-180).max(180),
            north: z.coerce.number().min(-90).max(90),
          }),
          response: { 200: z.object({ nodes: z.array(nodeSummary) }), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => clu.coverage(request.query),
    );

    app.get(
      '/farms/nodes/viewer-fields/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "The fields of these nodes that the viewer sees differently from a `shared` node stream: its own, its neighbours', and for plan B every claimed field with its owner.",
          querystring: z.object({
            ids: nodeIdList,
          }),
          response: {
            200: z.object({
              fields: z.array(
                z.object({
                  node: z.number().int(),
                  uuid: z.string(),
                  claimed: z.boolean(),
                  mine: z.boolean(),
                  neighbour: z.boolean(),
                  owner: z.object({ full_name: z.string(), email: z.string() }).nullable(),
                }),
              ),
            }),
            400: errorBody,
            401: errorBody,
          },
        },
      },
      async (request) => clu.viewerFields(request.query.ids, viewerOf(request)),
    );

    app.get(
      '/farms/nodes/:id/stream',
      {
        ...signedIn,
        schema: { tags, security, params: nodeParams, querystring: streamQuery, response: eventStreamDoc },
      },
      async (request, reply) =>
        serveEvents(request, reply, 'node stream', (stream) =>
          clu.streamNode(
            request.params.id,
            stream,
            { ...streamOptionsOf(request.query), offset: resumeOffset(request) },
            viewerOf(request),
          ),
        ),
    );

    app.get(
      '/farms/nodes/stream/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            "Several nodes' fields in one response, node after node in the order of `ids`: each node's `fields` batches, then its `end`. Event ids are `node:offset`; a reconnect with `Last-Event-ID` resumes there.",
          querystring: streamQuery.extend({ ids: nodeIdList }),
          response: eventStreamDoc,
        },
      },
      async (request, reply) =>
        serveEvents(request, reply, 'nodes stream', (stream) =>
          clu.streamNodes(
            request.query.ids,
            stream,
            streamOptionsOf(request.query),
            viewerOf(request),
            resumePoint(request.headers['last-event-id']),
          ),
        ),
    );

    app.get(
      '/farms/nodes/:id/clu-stream/',
      { ...signedIn, schema: { tags, security, params: nodeParams, response: eventStreamDoc } },
      async (request, reply) => {
        if (!viewerOf(request).roles.developer) throw forbidden(cluMessages.rawStreamDevelopersOnly);
        await serveEvents(request, reply, 'raw node stream', (stream) =>
          clu.streamRawNode(request.params.id, stream, resumeOffset(request)),
        );
      },
    );
  };
