import { cluMessages, UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../generated/resolvers';
import { requireSession } from '../../session/require-session';
import { inOrderAhead } from '../../subscriptions/lookahead';
import { unwrap } from '../../upstream/client';
import {
  type Identity,
  type NodeBatch,
  type NodeStreamOptions,
  nodeBatches,
  type RawBatch,
  rawNodeBatches,
  readNodesTogether,
  type ViewerFieldsByNode,
  versionedNodeBatches,
  viewerFieldsOf,
} from '../../upstream/node-stream';

// A view shows at most a 3 × 3 block of nodes, or a few blocks while it pans.
const MAX_NODES_PER_SUBSCRIPTION = 36;

type CursorList = { id: number; after?: number | null; version?: number | null }[];

/** A node the client kept whole at some geometry version: asked whether that is still current. */
const kept = (cursor: CursorList[number]) => !cursor.after && cursor.version != null;

/**
 * Node after node, so a client resumes with one cursor per node. A failure mid-stream is
 * delivered as the subscription's last result (an error), not as a dropped connection.
 */
async function* fieldBatches(
  identity: Identity,
  viewerFields: Promise<ViewerFieldsByNode>,
  cursors: CursorList,
  options: Omit<NodeStreamOptions, 'after'>,
) {
  const viewer: ViewerFieldsByNode = new Map();
  // The nodes streamed from their start come in one upstream request; each joins it as its
  // node's shared read (node-stream.ts), unless another viewer's read serves it already.
  const together = readNodesTogether(
    identity,
    cursors.filter((cursor) => !cursor.after && !kept(cursor)).map((cursor) => cursor.id),
    options,
  );
  const streams = cursors.map((cursor) =>
    kept(cursor)
      ? () => versionedNodeBatches(identity, cursor.id, cursor.version as number, options)
      : () => nodeBatches(identity, cursor.id, { ...options, after: cursor.after ?? 0 }, viewer),
  );
  // The first node is asked for while the viewer's own flags are (they are needed before
  // its first batch is delivered: they also check the viewer's session with the api).
  const batches = inOrderAhead(streams);
  const first = batches.next();
  first.catch(() => undefined);
  try {
    for (const [node, own] of await viewerFields) viewer.set(node, own);
    for (let result = await first; !result.done; result = await batches.next())
      yield { cluFields: result.value };
  } catch (error) {
    yield {
      cluFields: error instanceof GraphQLError ? error : new GraphQLError(UNKNOWN_ERROR),
    };
  } finally {
    await batches.return(undefined);
    together();
  }
}

export const Subscription: Pick<SubscriptionResolvers, 'cluFields' | 'cluRawFields'> = {
  cluFields: {
    // Checked before the stream starts, so a refusal is a plain GraphQL error result.
    subscribe: async (_parent, { nodes, near, outerRingsOnly }, context) => {
      requireSession(context);
      if (nodes.length > MAX_NODES_PER_SUBSCRIPTION) {
        throw new GraphQLError(`Ask for at most ${MAX_NODES_PER_SUBSCRIPTION} nodes at once.`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const viewerFields = viewerFieldsOf(
        context.upstream,
        nodes.map((node) => node.id),
      );
      viewerFields.catch(() => undefined); // observed by the stream before its first batch
      return fieldBatches(context.identity, viewerFields, nodes, {
        near: near ?? null,
        outerRingsOnly: outerRingsOnly ?? false,
      });
    },
    resolve: (payload: { cluFields: NodeBatch | GraphQLError }) => {
      if (payload.cluFields instanceof GraphQLError) throw payload.cluFields;
      return payload.cluFields;
    },
  },

  cluRawFields: {
    // Refused before the stream starts, so a grower gets a plain GraphQL error result.
    subscribe: async (_parent, { node, after }, context) => {
      requireSession(context);
      const viewer = unwrap(await context.upstream.GET('/auth/users/me/'));
      if (!viewer.is_developer) {
        throw new GraphQLError(cluMessages.rawStreamDevelopersOnly, {
          extensions: { code: 'FORBIDDEN' },
        });
      }
      return (async function* () {
        try {
          for await (const batch of rawNodeBatches(context.identity, node, after ?? 0)) {
            yield { cluRawFields: batch };
          }
        } catch (error) {
          yield {
            cluRawFields: error instanceof GraphQLError ? error : new GraphQLError(UNKNOWN_ERROR),
          };
        }
      })();
    },
    resolve: (payload: { cluRawFields: RawBatch | GraphQLError }) => {
      if (payload.cluRawFields instanceof GraphQLError) throw payload.cluRawFields;
      return payload.cluRawFields;
    },
  },
};
