import { node } from '../api/src/modules/clu/grid';
import { type GatewayTarget, streamThroughGateway } from './streams';

// Run as its own process by concurrent.ts, so the clients' work (reading and checking every
// event) is neither in the gateway's process nor in the api's. Reads the target and the
// number of clients from argv; prints one JSON line: how many clients got every polygon
// exactly once, the wall time from the first request to the last client's end, and the
// clients' own CPU seconds.
const [targetJson, clientsText] = process.argv.slice(2);
const target = JSON.parse(targetJson as string) as GatewayTarget;
const clients = Number(clientsText);
const expected = target.nodes.reduce((sum, node) => sum + (node as { fieldCount: number }).fieldCount, 0);

// Each client sends its view's centre, as the app does: near the region's first node's centre,
// a few hundred metres apart from client to client (different people, not one request copied).
const { center } = node((target.nodes[0] as { id: number }).id);
const viewFrom = () => ({
  lat: center.lat + (Math.random() - 0.5) * 0.004,
  lng: center.lng + (Math.random() - 0.5) * 0.004,
});
const started = performance.now();
const runs = await Promise.all(
  Array.from({ length: clients }, () => streamThroughGateway(target, true, true, viewFrom())),
);
const seconds = (performance.now() - started) / 1000;
const complete = runs.filter((run) => run.uuids.size === expected && run.duplicates === 0).length;
const usage = process.resourceUsage();
const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
console.log(JSON.stringify({ clients, complete, seconds, expected, cpu }));
