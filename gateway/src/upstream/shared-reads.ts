import { Counter } from 'prom-client';

// How often the map's node streams were served from a read another subscription had already
// opened (shared-stream.ts), the gateway's cache of the api's node bodies (issue 56): readers
// less upstream reads are the reads the api was spared. Each gateway's /metrics takes these in.
export const nodeStreamReaders = new Counter({
  name: 'gateway_node_stream_readers_total',
  help: 'Subscriptions that read a node stream since start, shared or not',
  registers: [],
});
export const nodeStreamUpstreamReads = new Counter({
  name: 'gateway_node_stream_upstream_reads_total',
  help: 'Node streams opened on the api since start (a reader that joined a shared read opened none)',
  registers: [],
});
