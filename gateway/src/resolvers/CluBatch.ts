import type { CluBatchResolvers } from '../generated/resolvers';
import { batchFields } from '../upstream/node-stream';
import { wireFieldsText, withViewerFlags } from '../upstream/wire-fields';

export const CluBatch: CluBatchResolvers = {
  fields: (batch) => batchFields(batch),
  // The web map's path: the event's text with its keys renamed, written into the result as
  // it is on the event stream (never parsed here), parsed only where it cannot be.
  wireFields: (batch, _args, context) => {
    if (batch.eventData === null) return [];
    // Renamed once for every viewer sharing the event, and written as the same bytes to each
    // of them; a viewer who sees some of its fields differently gets its own copy.
    const shared = batch.shared;
    let compact: string;
    if (!shared) compact = wireFieldsText(batch.eventData);
    else {
      shared.compact = shared.compact ?? wireFieldsText(batch.eventData);
      compact = shared.compact;
    }
    const text = withViewerFlags(compact, batch.viewer);
    let bytes: string | Uint8Array = text;
    if (shared && text === compact) {
      shared.compactBytes = shared.compactBytes ?? Buffer.from(compact);
      bytes = shared.compactBytes;
    }
    return context.verbatim?.(bytes) ?? JSON.parse(text);
  },
};
