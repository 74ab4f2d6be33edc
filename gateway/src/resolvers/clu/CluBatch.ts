import type { CluBatchResolvers } from '../../generated/resolvers';
import { batchFields, viewerOf } from '../../upstream/node-stream';
import { withViewerFlags } from '../../upstream/wire-fields';

export const CluBatch: CluBatchResolvers = {
  unchanged: (batch) => batch.unchanged === true,
  fields: (batch) => batchFields(batch),
  // The web map's path: the bytes the api wrote, shared by every viewer of the node, written
  // into the result as they are on the event stream (never parsed here); a viewer who sees
  // some of the batch's fields differently gets its own copy with its flags put in.
  wireFields: (batch, _args, context) => {
    if (batch.wire === null) return [];
    const bytes = withViewerFlags(batch.wire, viewerOf(batch));
    return context.verbatim?.(bytes) ?? JSON.parse(bytes.toString('utf8'));
  },
};
