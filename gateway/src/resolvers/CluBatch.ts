import type { CluBatchResolvers } from '../generated/resolvers';
import { batchFields } from '../upstream/node-stream';
import { wireFieldsText, withViewerFlags } from '../upstream/wire-fields';

export const CluBatch: CluBatchResolvers = {
  fields: (batch) => batchFields(batch),
  // The web map's path: the event's text with its keys renamed, written into the result as
  // it is on the event stream (never parsed here), parsed only where it cannot be.
  wireFields: (batch, _args, context) => {
    if (batch.eventData === null) return [];
    // Renamed once for every viewer sharing the event; then this viewer's few flags put in.
    const shared = batch.shared;
    const compact = shared
      ? (shared.compact ??= wireFieldsText(batch.eventData))
      : wireFieldsText(batch.eventData);
    const text = withViewerFlags(compact, batch.viewer);
    return context.verbatim?.(text) ?? JSON.parse(text);
  },
};
