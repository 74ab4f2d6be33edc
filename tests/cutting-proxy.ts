import { connect, createServer, type Socket } from 'node:net';

// A TCP proxy in front of the api that cuts the first few node-stream connections after a
// number of response bytes, as a flaky network would: the gateway must resume them.
export async function startCuttingProxy(target: string) {
  const { hostname, port } = new URL(target);
  let remainingCuts = 0;
  let afterBytes = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let cutThis = false;
    let forwarded = 0;
    // Connections are kept alive and reused, so look at every request on them.
    client.on('data', (request: Buffer) => {
      if (!cutThis && remainingCuts > 0 && request.toString('latin1').startsWith('GET /farms/nodes/')) {
        cutThis = true;
        remainingCuts--;
        forwarded = 0;
      }
    });
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (cutThis && forwarded > afterBytes) {
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('end', () => client.end());
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxyPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    /** Cuts the next `count` node-stream connections after `bytes` bytes of their response. */
    arm(count: number, bytes: number) {
      remainingCuts = count;
      afterBytes = bytes;
    },
    cutsLeft: () => remainingCuts,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
