import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';

// OpenTelemetry traces of the api (issue 56): one span per request, a child of the gateway's
// call when its W3C `traceparent` came along, and one per SQL statement under it (db/*.ts), so
// one trace id follows a grower's request from the gateway to its SQL. Off by default: without
// OTEL_EXPORTER_OTLP_ENDPOINT nothing registers a tracer provider, the API's tracer makes no
// spans, and the SDK is never loaded. The incoming trace id still reaches the logs (logMixin).

export const tracer = trace.getTracer('field-boundaries-api');

/** Sends spans to an OTLP/HTTP collector; loads the SDK only when there is one. */
export async function startTracing(endpoint: string | undefined, serviceName = 'api') {
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

/** Fields for each log line written inside a traced request (Fastify's pino `mixin`). */
export function logMixin(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

const requestContexts = new WeakMap<FastifyRequest, Context>();

/**
 * A server span per request. Fastify reads a body from the connection's own events, which run
 * outside the request's async context, so each route's handler is entered into the span's
 * context here rather than once around the whole request. Registered before any route.
 */
export function traceRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url ?? 'unrouted';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } },
      parent,
    );
    requestContexts.set(request, trace.setSpan(parent, span));
    reply.raw.once('close', () => {
      const status = reply.raw.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function traced(request, reply) {
      const active = requestContexts.get(request);
      return active
        ? context.with(active, handler, this, request, reply)
        : handler.call(this, request, reply);
    };
  });
}

/** Runs one SQL statement in a client span under the request's (issue 56). */
export function tracedQuery<T>(engine: string, sql: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()?.isRecording()) return run();
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': engine === 'postgres' ? 'postgresql' : 'pglite', 'db.query.text': sql },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
