import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

// A stand-in for api.stripe.com in tests: answers each call with a recorded Stripe reply and
// keeps what the client sent. Like Stripe, a repeated Idempotency-Key gets the first reply again.
export type RecordedReply = { status: number; body: unknown };
export type SentRequest = { method: string; path: string; idempotencyKey?: string; form: URLSearchParams };

export const recorded = (name: string): RecordedReply =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'));

export async function startReplayServer(script: Record<string, RecordedReply[]>) {
  const sent: SentRequest[] = [];
  const byKey = new Map<string, RecordedReply>();
  const queues = new Map(Object.entries(script).map(([route, replies]) => [route, [...replies]]));
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const route = `${request.method} ${request.url?.split('?')[0]}`;
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      sent.push({
        method: request.method ?? '',
        path: route.split(' ')[1] ?? '',
        idempotencyKey,
        form: new URLSearchParams(body),
      });
      const replayed = idempotencyKey ? byKey.get(`${route} ${idempotencyKey}`) : undefined;
      const reply = replayed ??
        queues.get(route)?.shift() ?? {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `No recorded reply for ${route}` } },
        };
      if (idempotencyKey && !replayed) byKey.set(`${route} ${idempotencyKey}`, reply);
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_replay_${sent.length}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    sent,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
