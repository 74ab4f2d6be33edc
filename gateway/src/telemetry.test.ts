import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, describe, expect, it } from 'vitest';
import { traceTag } from './telemetry';

// What an operator finds in the gateway's error lines when traces are on: the trace id to look
// the failed request up by.
const provider = new NodeTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())],
});
provider.register();
afterAll(() => provider.shutdown());

describe('the gateway’s error lines under a trace', () => {
  it('name the trace of the request that failed', () => {
    const span = trace.getTracer('test').startSpan('POST /graphql');
    const tag = context.with(trace.setSpan(context.active(), span), traceTag);
    span.end();
    expect(tag).toBe(`[trace_id=${span.spanContext().traceId}]`);
  });

  it('name none outside a request', () => {
    expect(traceTag()).toBe('');
  });
});
