import { Writable } from 'node:stream';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { logMixin, traceRequests } from './telemetry';

// What an operator finds in the api's logs when traces are on: each line written for a request
// carries the trace id the gateway sent, so a trace leads to its log lines and back.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(() => provider.shutdown());

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';

async function apiLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', mixin: logMixin, stream } });
  traceRequests(app);
  app.post('/fields/:id/notes', async (request) => {
    request.log.info('note kept');
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('the api’s logs under a trace', () => {
  it('carry the trace id of the gateway’s traceparent on the lines a request writes', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await apiLoggingTo(lines);
    await app.inject({
      method: 'POST',
      url: '/fields/7/notes',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      payload: { text: 'sprayed' },
    });
    expect(lines.find((line) => line.msg === 'note kept')).toMatchObject({ trace_id: traceId });
    const [served] = exporter.getFinishedSpans();
    expect(served?.name).toBe('POST /fields/:id/notes');
    expect(served?.spanContext().traceId).toBe(traceId);
    expect(served?.attributes['http.response.status_code']).toBe(200);
  });

  it('carry no trace id on a line written outside any request', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await apiLoggingTo(lines);
    app.log.info('started');
    expect(lines.find((line) => line.msg === 'started')).not.toHaveProperty('trace_id');
  });
});
