import { SpanKind } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// What an operator's trace viewer shows of one grower's request (issue 56 item 5): one trace
// from the gateway through the api to its SQL, the api's part joined by the W3C traceparent the
// gateway sent over a real HTTP connection. Spans go to memory here instead of a collector.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let stack: Stack;
beforeAll(async () => {
  provider.register();
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await provider.shutdown();
});

const by = (scope: string) => (span: ReadableSpan) => span.instrumentationScope.name === scope;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The finished spans of the trace whose gateway span is named `name`, once the api's SQL is among them. */
async function traceOf(name: string) {
  await expect
    .poll(() => {
      const root = exporter.getFinishedSpans().find((span) => span.name === name);
      return (
        root &&
        exporter
          .getFinishedSpans()
          .filter((span) => span.spanContext().traceId === root.spanContext().traceId)
      );
    })
    .toSatisfy((spans?: ReadableSpan[]) =>
      (spans ?? []).some((span) => span.attributes['db.query.text'] !== undefined),
    );
  const root = exporter.getFinishedSpans().find((span) => span.name === name) as ReadableSpan;
  return exporter
    .getFinishedSpans()
    .filter((span) => span.spanContext().traceId === root.spanContext().traceId);
}

describe('a trace through the gateway, the api and its SQL', () => {
  it('follows a query from the gateway to the statement the api ran, under one trace id', async () => {
    const answer = await new Client(stack.gateway.url).request<{ emailRegistered: boolean }>(
      'query EmailKnown { emailRegistered(email: "nobody@example.com") }',
    );
    expect(answer.data?.emailRegistered).toBe(false);

    const spans = await traceOf('query EmailKnown');
    const gateway = spans.filter(by('field-boundaries-gateway'));
    const api = spans.filter(by('field-boundaries-api'));
    const served = gateway.find((span) => span.kind === SpanKind.SERVER);
    const call = gateway.find((span) => span.kind === SpanKind.CLIENT);
    const handled = api.find((span) => span.kind === SpanKind.SERVER);
    const sql = api.filter((span) => span.kind === SpanKind.CLIENT);
    expect(served?.name).toBe('query EmailKnown');
    // The gateway's call to the api is the api request's parent: the link crossed the wire.
    expect(parentOf(call as ReadableSpan)).toBe(served?.spanContext().spanId);
    expect(parentOf(handled as ReadableSpan)).toBe(call?.spanContext().spanId);
    expect(handled?.attributes['http.route']).toMatch(/^\/auth\//);
    expect(sql.length).toBeGreaterThan(0);
    for (const statement of sql) {
      expect(parentOf(statement)).toBe(handled?.spanContext().spanId);
      expect(statement.attributes['db.query.text']).toMatch(/\bSELECT\b/i);
    }
  });

  it('keeps a mutation with a body inside its trace too (the api reads bodies outside the request)', async () => {
    exporter.reset();
    await new Client(stack.gateway.url).request(
      'mutation SignIn { login(email: "nobody@example.com", password: "not-a-password") { __typename } }',
    );
    const spans = await traceOf('mutation SignIn');
    const handled = spans.find((span) => by('field-boundaries-api')(span) && span.kind === SpanKind.SERVER);
    expect(handled?.attributes['http.request.method']).toBe('POST');
    const sql = spans.filter((span) => span.attributes['db.query.text'] !== undefined);
    expect(sql.every((span) => parentOf(span) === handled?.spanContext().spanId)).toBe(true);
  });

  it('starts its own trace rather than one a caller of the gateway names', async () => {
    exporter.reset();
    const outsider = '0af7651916cd43dd8448eb211c80319c';
    await new Client(stack.gateway.url, undefined, {
      traceparent: `00-${outsider}-b7ad6b7169203331-01`,
    }).request('query Chosen { emailRegistered(email: "nobody@example.com") }');
    const spans = await traceOf('query Chosen');
    expect(spans.every((span) => span.spanContext().traceId !== outsider)).toBe(true);
  });
});
