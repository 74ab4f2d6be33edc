import type { ApolloServerPlugin } from '@apollo/server';
import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import type { Middleware } from 'openapi-fetch';

// OpenTelemetry traces of the gateway (issue 56): a span per request to it, named by the
// GraphQL operation once known, and a client span per call to the api whose W3C `traceparent`
// makes the api's spans (and its SQL's) children of this trace. The gateway is the edge: a
// caller's own `traceparent` is not taken, so no client picks the trace ids operators search
// by. Off by default: without OTEL_EXPORTER_OTLP_ENDPOINT no tracer provider is registered,
// the API's tracer makes no spans, and the SDK is never loaded.

const tracer = trace.getTracer('field-boundaries-gateway');

/** Sends spans to an OTLP/HTTP collector; loads the SDK only when there is one. */
export async function startTracing(endpoint: string | undefined, serviceName = 'gateway') {
  if (!endpoint) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  provider.register();
  return provider;
}

/** `[trace_id=…]` for a log line written inside a traced request, else nothing. */
export function traceTag(): string {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? `[trace_id=${span.traceId}]` : '';
}

/** The server span of each request; what runs after it (GraphQL, relays) runs inside it. */
export const traceRequests: RequestHandler = (request, response, next) => {
  const span = tracer.startSpan(
    `${request.method} ${request.path}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'url.path': request.path },
    },
    ROOT_CONTEXT,
  );
  response.once('close', () => {
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(ROOT_CONTEXT, span), next);
};

/** Names the request's span by its GraphQL operation (`query FieldList`). */
export const tracingPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operationName, operation }) {
        trace
          .getActiveSpan()
          ?.updateName(`${operation?.operation ?? 'operation'} ${operationName ?? 'anonymous'}`);
      },
    };
  },
};

/** The headers that carry the active trace to the api (`traceparent`), for a hand-made fetch. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** A client span per call to the api through openapi-fetch, its `traceparent` sent along. */
export function tracedCalls(): Middleware {
  const spans = new Map<string, Span>();
  const end = (id: string, status: number | undefined, error?: unknown) => {
    const span = spans.get(id);
    if (!span) return;
    spans.delete(id);
    if (status !== undefined) span.setAttribute('http.response.status_code', status);
    if (error || (status ?? 0) >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  return {
    onRequest({ request, schemaPath, id }) {
      if (!trace.getActiveSpan()?.isRecording()) return;
      const span = tracer.startSpan(`${request.method} ${schemaPath}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': request.method, 'url.template': schemaPath },
      });
      spans.set(id, span);
      propagation.inject(trace.setSpan(context.active(), span), request.headers, {
        set: (headers, key, value) => headers.set(key, value),
      });
      return request;
    },
    onResponse({ id, response }) {
      end(id, response.status);
    },
    onError({ id, error }) {
      end(id, undefined, error);
    },
  };
}
