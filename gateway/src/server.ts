import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import compression from 'compression';
import express from 'express';
import { type GraphQLFormattedError, specifiedRules, subscribe, validate } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import { createBudgets } from './budget/budgets';
import type { GatewayConfig } from './config';
import { createContext, type GatewayContext } from './context';
import { reportMapDownload, reportPdfDownload, seasonDownload } from './downloads/reportPdf';
import { gatewayMetrics } from './metrics';
import { oauthPath, oauthRelay } from './oauth/relay';
import {
  askApiForOperation,
  operationChecker,
  PartnerOperations,
  partnerOperationsPlugin,
} from './persisted/partner-operations';
import { loadTrustedDocuments, trustedDocumentCache } from './persisted/trusted-documents';
import { playgroundLandingPage } from './playground/landing-page';
import { createSchema } from './schema';
import { protection } from './security/armor';
import { errorPage, notFoundPage } from './security/error-pages';
import { securityHeaders } from './security/headers';
import { operationGate } from './security/operation-gate';
import { bodyDeadline, refuseDeclaredPast, serverWithDeadlines } from './security/request-deadlines';
import { variableBoundsPlugin, variablesProblem, variablesRefusal } from './security/variable-bounds';
import { compressEventStream } from './subscriptions/compressed-stream';
import { documentCache } from './subscriptions/documents';
import { flatPlan, runFlat } from './subscriptions/flat-subscriptions';
import { trackWrites, verbatim, waitForRoom } from './subscriptions/flow-control';
import { createLiveEvents } from './subscriptions/live-events';
import { endingOnLostSession } from './subscriptions/lost-session';
import { OpenStreams, reservationRefusal } from './subscriptions/stream-caps';
import { streamGate, streamRefusal } from './subscriptions/stream-gate';
import { traceRequests, traceTag, tracingPlugin } from './telemetry';
import { territoryTile } from './tiles/territoryTile';
import { webAppFiles } from './web/app-files';
import { stripeWebhookPath, stripeWebhookRelay } from './webhooks/stripe';

/** Error codes of a write to a client that has gone. */
const CLIENT_GONE = new Set(['EPIPE', 'ECONNRESET', 'ECANCELED', 'ERR_STREAM_DESTROYED']);

/** The largest GraphQL request body (a farm's boundary file travels base64 in variables). */
const GRAPHQL_BODY_LIMIT_MB = 12;

export type RunningGateway = { url: string; close(): Promise<void> };

/** Apollo's answer to a persisted-query hash sent with other text (APQ), which carries no code. */
const HASH_MISMATCH = 'provided sha does not match query';

// Unexpected faults reach clients as the spec's generic message; details stay in the log. A
// client's hash that does not match its text is the client's mistake, said as APQ says it (the
// reply is already a 400), not a fault.
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.message === HASH_MISMATCH)
    return { message: HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  console.error(traceTag(), error);
  return { message: UNKNOWN_ERROR, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** `now`: the clock budgets are kept by (tests pass a fake one). */
export async function startGateway(
  config: GatewayConfig,
  { now = Date.now }: { now?: () => number } = {},
): Promise<RunningGateway> {
  const app = express();
  app.disable('x-powered-by');
  app.use(traceRequests);
  app.use(securityHeaders(config));
  app.use(bodyDeadline(config.deadlines));
  const httpServer = serverWithDeadlines(config.deadlines, app);
  const schema = createSchema();
  const limits = protection(config.limits);
  const events = createLiveEvents(config.redisUrl);
  const budgets = createBudgets(config.redisUrl, now);
  const validationRules = [...specifiedRules, ...limits.validationRules];
  const operations = new PartnerOperations(
    askApiForOperation(config.apiUrl),
    operationChecker(limits.parse, (document) => validate(schema, document, validationRules)),
  );
  const shared = { events, operations };
  const trusted = loadTrustedDocuments(config.persisted.manifest);
  if (config.persisted.only && trusted.size === 0)
    throw new Error(
      `PERSISTED_OPERATIONS_ONLY is on, but ${config.persisted.manifest} publishes no operations`,
    );
  const gate = operationGate({
    schema,
    budgets,
    limits: config.budgets,
    trusted,
    persistedOnly: config.persisted.only,
    now,
  });

  const metrics = gatewayMetrics(config.metrics);
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    plugins: [
      metrics.plugin,
      tracingPlugin,
      ...limits.plugins,
      variableBoundsPlugin(config.variables),
      partnerOperationsPlugin(),
      gate.plugin,
      config.graphiql
        ? playgroundLandingPage(config.playgroundDist)
        : ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
    ],
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    // The web app's published operations, by hash (persisted/); partners' own are handed to
    // Apollo by partnerOperationsPlugin before it looks a hash up. Nothing registers at run time.
    persistedQueries: { cache: trustedDocumentCache(trusted), ttl: null },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: config.introspection,
    formatError,
  });
  await apollo.start();

  app.get('/health', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/metrics', metrics.route);
  app.use('/graphql/stream', metrics.countStreams);
  app.get('/downloads/reports/season.csv', seasonDownload(config, shared, 'csv'));
  app.get('/downloads/reports/season.pdf', seasonDownload(config, shared, 'pdf'));
  app.get('/downloads/reports/:id/pdf', reportPdfDownload(config, shared));
  app.post(stripeWebhookPath, ...stripeWebhookRelay(config));
  app.use(oauthPath, oauthRelay(config));
  app.get('/downloads/reports/:id/map.svg', reportMapDownload(config, shared));
  app.get('/tiles/territory/:z/:x/:y.mvt', territoryTile(config, shared));
  if (config.graphiql)
    app.use(
      '/graphql/playground',
      express.static(config.playgroundDist, { immutable: true, maxAge: '1y', index: false }),
    );
  // The same token limit and validation rules as /graphql, each document parsed and validated
  // once (the map sends the same one for every view it opens).
  const documents = documentCache(limits.parse, schema, validationRules);
  const openStreams = new OpenStreams(config.streamsPerClient);
  // Every operation's arguments come from onSubscribe, so graphql-sse never parses one itself.
  const streamHandler = createHandler<GatewayContext>({
    validate: (_schema, document) => documents.validate(document),
    onSubscribe: async (request, params) => {
      // Subscriptions take no file: every string is held to the ordinary length.
      const tooLarge = variablesProblem(params.variables, config.variables);
      if (tooLarge) return streamRefusal(variablesRefusal(tooLarge));
      const context = await createContext(config, shared, request.raw);
      const query = gate.streamQuery(params, context.budget);
      if (typeof query !== 'string') return query; // refused
      const document = streamGate(documents, { ...params, query });
      if (!('kind' in document)) return document; // refused
      // Counted while its connection is open (one request is one subscription in this mode), and
      // before its cost is charged: one refused for the cap spends nothing.
      const taken = openStreams.take(context.budget);
      if ('refusal' in taken) return taken.refusal;
      const { res } = request.context;
      res.once('close', taken.release);
      if (res.destroyed || res.writableFinished) taken.release();
      // A valid subscription spends its cost once, as it starts (an invalid one is refused next),
      // and its reply tells the budget left, as /graphql's do (graphql-sse writes the head later).
      if (documents.validate(document).length === 0) {
        const charged = await gate.chargeStream(context.budget, document, params.operationName);
        if (charged.refusal) {
          taken.release();
          return charged.refusal;
        }
        for (const [name, value] of charged.headers) request.context.res.setHeader(name, value);
      }
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: { ...context, verbatim: (json: string | Uint8Array) => verbatim(request.raw, json) },
      };
    },
    // A validated subscription: the map's (and any other flat one) runs without graphql-js per
    // event (flat-subscriptions.ts), any other through graphql-js.
    subscribe: (args) => {
      const flat = flatPlan(args.schema, args.document, args.operationName);
      if (flat) return runFlat(args.schema, flat, args.variableValues, args.contextValue);
      // A token that expires mid-stream ends it with UNAUTHENTICATED, not a dropped connection.
      return Promise.resolve(subscribe(args)).then(endingOnLostSession);
    },
    // Holds a subscription while its client has results waiting (see flow-control.ts).
    onNext: async (_context, request) => {
      await waitForRoom(request.raw);
    },
  });
  app.use('/graphql/stream', async (request, response) => {
    if (request.method === 'PUT') {
      const { status, headers, body } = reservationRefusal;
      response.status(status).set(headers).send(JSON.stringify(body));
      return;
    }
    try {
      compressEventStream(request, response);
      trackWrites(request, response);
      await streamHandler(request, response);
    } catch (error) {
      // A client that leaves mid-stream is not a fault (graphql-sse's goodbye then meets a
      // socket already destroyed).
      const code = (error as { code?: string }).code ?? '';
      if (!CLIENT_GONE.has(code)) console.error(traceTag(), 'subscription stream failed', error);
      if (!response.headersSent) response.status(500).json({ errors: [{ message: UNKNOWN_ERROR }] });
      else response.end();
    }
  });
  app.use(
    '/graphql',
    // A farm's boundary file travels base64 in importFarmFields' variables (the api takes up to
    // 16 MB of it); every other request is far smaller, and the token limit bounds the query.
    refuseDeclaredPast(GRAPHQL_BODY_LIMIT_MB * 1024 * 1024),
    express.json({ limit: `${GRAPHQL_BODY_LIMIT_MB}mb` }),
    // Replies of 1 KB and more, brotli or gzip as the client accepts.
    compression(),
    expressMiddleware(apollo, { context: ({ req, res }) => createContext(config, shared, req, res) }),
  );

  // The web app on the same origin, so its session cookies need no cross-site allowances.
  if (existsSync(join(config.webDist, 'index.html'))) app.use(webAppFiles(config.webDist));
  app.use(notFoundPage);
  app.use(errorPage(`${GRAPHQL_BODY_LIMIT_MB} MB`));

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    async close() {
      await apollo.stop();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await events.close();
      await budgets.close();
    },
  };
}
