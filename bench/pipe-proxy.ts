import { Agent, createServer, request } from 'node:http';

// The least any gateway does for a request: one upstream request, its bytes passed on as they
// come (no parsing, no framing, no sharing, no flags). Streams run through it in the gateway's
// place show the stream ratio's floor on this machine: what a hop costs before any of the
// gateway's own work (streams.ts prints it beside the ratio). Run by node itself (type
// stripping), so the pid whose CPU is read is the pipe's own.
//   API_URL=http://127.0.0.1:8000 PORT=9106 node bench/pipe-proxy.ts

const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:8000');
const agent = new Agent({ keepAlive: true });

const server = createServer((incoming, outgoing) => {
  const upstream = request(
    {
      host: api.hostname,
      port: api.port,
      path: incoming.url,
      agent,
      headers: { accept: 'text/event-stream', authorization: incoming.headers.authorization ?? '' },
    },
    (response) => {
      outgoing.writeHead(response.statusCode ?? 502, {
        'content-type': response.headers['content-type'] ?? 'text/event-stream',
      });
      response.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.destroy());
  upstream.end();
});
server.listen(Number(process.env.PORT ?? 9106), '127.0.0.1', () => console.log('listening'));
