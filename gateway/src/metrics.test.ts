import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayMetrics } from './metrics';

// What an operator's Prometheus scrapes off a gateway, and that no one else reads it.
let server: Server | undefined;
afterEach(() => server?.close());

async function gatewayWith(metrics: ReturnType<typeof gatewayMetrics>) {
  const app = express();
  app.get('/metrics', metrics.route);
  app.use('/graphql/stream', metrics.countStreams, (_request, response) => {
    response.write('event: next\n\n'); // held open, as a subscription is
  });
  app.use((_request, response) => response.status(404).end());
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the gateway's /metrics", () => {
  it('shows the subscription streams open now', async () => {
    const url = await gatewayWith(gatewayMetrics({ token: undefined, served: true }));
    const stream = new AbortController();
    const open = await fetch(`${url}/graphql/stream`, { signal: stream.signal });
    expect(open.status).toBe(200);
    expect(await (await fetch(`${url}/metrics`)).text()).toMatch(/^gateway_streams_open 1$/m);
    stream.abort();
  });

  it('answers only the token holder when there is a token, and no one in production without one', async () => {
    const url = await gatewayWith(gatewayMetrics({ token: 'scraper-token-0123456789', served: true }));
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    const scraped = await fetch(`${url}/metrics`, {
      headers: { authorization: 'Bearer scraper-token-0123456789' },
    });
    expect(scraped.status).toBe(200);
    server?.close();
    const closed = await gatewayWith(gatewayMetrics({ token: undefined, served: false }));
    expect((await fetch(`${closed}/metrics`)).status).toBe(404);
  });
});
