import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginThrottle } from './auth/login-throttle';
import { Tokens } from './auth/tokens';
import type { ApiConfig } from './config';
import type { Db } from './db/db';
import { primaryOnly, type ReadRouter } from './db/replica';
import { ApiError, badRequest, handleError, notFound } from './errors';
import { runEventWorkers } from './events/workers';
import { unstorableTextMessage, unstorableTextPaths } from './input';
import { ActivationResends } from './modules/accounts/activation-resend';
import { activationRoutes } from './modules/accounts/activation-routes';
import { DeveloperRole } from './modules/accounts/developer';
import { developerRoutes } from './modules/accounts/developer-routes';
import { RecoveryService } from './modules/accounts/recovery';
import { recoveryRoutes } from './modules/accounts/recovery-routes';
import { accountRoutes } from './modules/accounts/routes';
import { AccountsService } from './modules/accounts/service';
import { staffRoutes } from './modules/accounts/staff-routes';
import { auditRoutes } from './modules/audit/routes';
import { billingRoutes } from './modules/billing/routes';
import { BillingService } from './modules/billing/service';
import { SubscriptionService } from './modules/billing/subscription';
import { sweepLapsedPlans } from './modules/billing/sweep';
import { fieldEditRoutes } from './modules/boundaries/edit-routes';
import { FieldEdits } from './modules/boundaries/edits';
import { boundaryRoutes } from './modules/boundaries/routes';
import { FieldBoundaries } from './modules/boundaries/service';
import { compatibilityRoutes } from './modules/catalogue/compatibility-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { cluRoutes } from './modules/clu/routes';
import { CluService } from './modules/clu/service';
import { tileRoutes } from './modules/clu/tile-routes';
import { TerritoryTiles } from './modules/clu/tiles';
import { fieldRoutes } from './modules/farms/routes';
import { DisputeNotices, FieldRecords, FieldsService } from './modules/farms/service';
import { importRoutes } from './modules/imports/routes';
import { BoundaryImports } from './modules/imports/service';
import { FieldPropertiesReader } from './modules/neighbours/field-properties';
import { neighbourRoutes } from './modules/neighbours/routes';
import { Neighbours } from './modules/neighbours/service';
import { operationRoutes } from './modules/partners/operation-routes';
import { PersistedOperations } from './modules/partners/operations';
import { createAuthorizationServer } from './modules/partners/provider';
import { mountAuthorizationServer, partnerRoutes } from './modules/partners/routes';
import { PartnerApps, PartnerGrants } from './modules/partners/service';
import { ReportDrafts } from './modules/reports/drafts';
import { activesInProducts } from './modules/reports/products';
import { reportRoutes } from './modules/reports/routes';
import { type ReportDeps, ReportsService } from './modules/reports/service';
import { pendingInviteRoutes } from './modules/retailers/invite-routes';
import { PendingInvites } from './modules/retailers/invites';
import { retailerRoutes } from './modules/retailers/routes';
import { RetailersService } from './modules/retailers/service';
import { plannerRoutes } from './modules/spray-planner/routes';
import { SprayPlanner } from './modules/spray-planner/service';
import { DriftService } from './modules/spray-safety/drift-service';
import { sprayRoutes } from './modules/spray-safety/routes';
import { SprayService } from './modules/spray-safety/service';
import { SprayabilityService } from './modules/spray-safety/sprayability-service';
import { startJudge } from './modules/spray-safety/start-judgement';
import { weatherRoutes } from './modules/spray-safety/weather-routes';
import { WeatherService } from './modules/spray-safety/weather-service';
import { tankMixRoutes } from './modules/tank-mixes/routes';
import { catalogueWithTankMixes } from './modules/tank-mixes/service';
import { tutorialRoutes } from './modules/tutorials/routes';
import type { WebhookDeliveryOptions } from './modules/webhooks/delivery';
import { webhookRoutes } from './modules/webhooks/routes';
import { WebhookService } from './modules/webhooks/service';
import type { Mailer } from './providers/mail';
import { outboxRoutes } from './providers/mail/outbox-page';
import type { PaymentProvider } from './providers/payments';
import { SampleWeather } from './providers/weather/sample';
import { type ScaledOutSettings, scaledOut } from './scaled-out';
import { defaultServerLimits, enforceBodyDeadlines, serverOptions } from './server-limits';
import { logMixin, traceRequests } from './telemetry';

export type ApiDeps = {
  config: Pick<
    ApiConfig,
    | 'jwtSecret'
    | 'webOrigin'
    | 'logLevel'
    | 'authAttemptsPerMinute'
    | 'loginFailuresPerMinute'
    | 'trustProxy'
    | 'cluStreamBatch'
  > &
    Partial<
      Pick<ApiConfig, 'stripeWebhookSecret' | 'webhooksAllowLoopback' | 'serverLimits' | ScaledOutSettings>
    >;
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  /** The weather source; the labelled sample forecast when absent. */
  weather?: WeatherService;
  /**
   * Post partner apps' webhooks from this process (main.ts), giving up on a delivery after
   * `giveUpAfterMs`; tests that build an api leave it off and run a worker of their own.
   */
  deliverWebhooks?: false | Pick<WebhookDeliveryOptions, 'giveUpAfterMs'>;
  /** How often the outbox's live publisher looks for events (a test of publishers sets it far off). */
  publishPollMs?: number;
  /** Where the reads that may lag go (db/replica.ts); the primary when absent. */ reads?: ReadRouter;
};

/** The api with every route registered; the caller listens (main.ts, tests) or only inspects it. */
export async function buildApi({
  config,
  db,
  mailer,
  payments,
  weather,
  deliverWebhooks = false,
  publishPollMs,
  reads = primaryOnly(db),
}: ApiDeps): Promise<FastifyInstance> {
  const limits = config.serverLimits ?? defaultServerLimits;
  const app = Fastify({
    ...serverOptions(limits),
    // Each line logged inside a traced request carries its trace_id (telemetry.ts).
    logger: { level: config.logLevel, mixin: logMixin },
    // The client's address is the connection's, or the one a trusted proxy (the gateway)
    // forwards: anyone else's X-Forwarded-For is ignored, so a guesser cannot pick addresses.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Errors Fastify meets before routing (a malformed URL) get the one error shape too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  traceRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  enforceBodyDeadlines(app, limits);
  app.setNotFoundHandler((request) => {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
  // After each route's own validation: text no column can hold is refused, naming its input,
  // instead of failing the query (names are held to more in their schemas: input.ts).
  app.addHook('preHandler', async (request) => {
    const paths = [request.params, request.query, request.body].flatMap((part) => unstorableTextPaths(part));
    if (paths.length === 0) return;
    const fields = Object.fromEntries(paths.map((path) => [path, [unstorableTextMessage(path)]]));
    throw badRequest(unstorableTextMessage(paths[0] ?? ''), fields);
  });

  scaledOut(app, { reads, db, config });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Field Boundaries api',
        version: '1.0.0',
        description: 'The REST + SSE service behind the gateway.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: z.object({ ok: z.boolean() }) } } },
    async () => ({ ok: true }),
  );

  // The ceiling on all attempts per address, failed or not; off by default, the routes that take
  // a password opt in (see accounts/routes.ts). Failed logins have their own count per account.
  await app.register(rateLimit, {
    global: false,
    max: config.authAttemptsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () =>
      new ApiError(429, 'rate_limited', 'Too many attempts. Please wait a minute and try again.'),
  });

  const tokens = new Tokens(config.jwtSecret);
  const disputes = new DisputeNotices({ mailer, webOrigin: config.webOrigin });
  const fields = new FieldsService(db, disputes);
  const records = new FieldRecords();
  const accounts = new AccountsService({ db, mailer, tokens, webOrigin: config.webOrigin, farms: fields });
  // Made on first use: it reads (or makes) its signing key in the database.
  let server: ReturnType<typeof createAuthorizationServer> | undefined;
  const authorizationServer = () => {
    server ??= createAuthorizationServer(db, { publicOrigin: config.webOrigin, secret: config.jwtSecret });
    server.catch(() => {
      server = undefined;
    });
    return server;
  };
  const partners = new PartnerApps({
    db,
    provider: authorizationServer,
    farms: fields,
    secret: config.jwtSecret,
  });
  const auth = { tokens, db, partnerTokens: partners };
  mountAuthorizationServer(app, authorizationServer, config.webOrigin);
  await app.register(partnerRoutes(partners, auth));
  const stopSweep = partners.sweep((error) => app.log.error({ err: error }, 'oauth sweep failed'));
  app.addHook('onClose', async () => stopSweep());
  await app.register(
    accountRoutes(
      accounts,
      auth,
      new LoginThrottle(config.loginFailuresPerMinute, config.authAttemptsPerMinute),
    ),
  );
  await app.register(recoveryRoutes(new RecoveryService({ db, tokens }), auth));
  await app.register(activationRoutes(new ActivationResends({ db, mailer, webOrigin: config.webOrigin })));
  await app.register(cluRoutes(new CluService(reads, config.cluStreamBatch), auth));
  const { catalogue: catalog, tankMixes } = catalogueWithTankMixes(db);
  const weatherSource = weather ?? new WeatherService(new SampleWeather());
  const drift = new DriftService({ db, fields, catalog, weather: weatherSource });
  const neighbours = new Neighbours({
    db,
    mailer,
    webOrigin: config.webOrigin,
    catalog,
    properties: new FieldPropertiesReader({ fields, weather: weatherSource, drift }),
  });
  await app.register(fieldRoutes(fields, auth, neighbours));
  await app.register(fieldEditRoutes(new FieldEdits(db, () => catalog.load(), disputes, records), auth));
  await app.register(neighbourRoutes(neighbours, auth));
  await app.register(importRoutes(new BoundaryImports(db, () => catalog.load(), disputes, records), auth));
  await app.register(boundaryRoutes(new FieldBoundaries(db, () => catalog.load(), disputes, records), auth));
  await app.register(catalogueRoutes(catalog, auth));
  await app.register(tankMixRoutes(tankMixes, auth));
  await app.register(compatibilityRoutes(catalog, auth));
  await app.register(tutorialRoutes(auth));
  await app.register(auditRoutes(auth));
  await app.register(staffRoutes(auth));
  const grants = new PartnerGrants(db);
  await app.register(developerRoutes(new DeveloperRole({ db, apps: grants }), accounts, auth));
  const retailers = new RetailersService({ db, mailer, webOrigin: config.webOrigin, accounts, fields });
  await app.register(retailerRoutes(retailers, auth));
  const territory = new TerritoryTiles(
    db,
    (viewer) => retailers.territoryOf(viewer),
    async () => [...(await catalog.load()).crops.values()].map(({ id, name }) => ({ id, name })),
  );
  await app.register(tileRoutes(territory, auth));
  await app.register(
    pendingInviteRoutes(new PendingInvites({ db, mailer, webOrigin: config.webOrigin }), auth),
  );
  const billing = new BillingService({ db, payments, webOrigin: config.webOrigin, users: accounts });
  const subscriptions = new SubscriptionService({ db, payments });
  await app.register(billingRoutes(billing, subscriptions, auth, config.stripeWebhookSecret));
  sweepLapsedPlans(app, billing, subscriptions);
  await app.register(weatherRoutes(weatherSource, fields, auth));
  const spray = new SprayService({ db, fields, catalog, weather: weatherSource });
  await app.register(
    sprayRoutes({ drift, spray, sprayability: new SprayabilityService({ fields, spray }) }, auth),
  );
  const planner = new SprayPlanner({
    db,
    fields,
    catalog,
    mailer,
    webOrigin: config.webOrigin,
    judge: startJudge({ db, spray }),
  });
  const reportDeps: ReportDeps = {
    db,
    catalogue: catalog,
    forecastAt: (lat, lng) => weatherSource.forecastAt(lat, lng),
    startReadings: (fieldUuid, startedAt) => planner.startReadings(fieldUuid, startedAt),
    driftZone: async (boundary, at, conditions) => {
      const actives = activesInProducts(conditions.productNames, (await catalog.load()).actives.values());
      const zone = await drift.driftZoneOfBoundary(boundary, at, {
        ...conditions,
        activeIngredients: actives,
      });
      return zone.geometry ? { geometry: JSON.stringify(zone.geometry), parameters: zone.properties } : null;
    },
  };
  await app.register(
    reportRoutes({ reports: new ReportsService(reportDeps), drafts: new ReportDrafts(reportDeps) }, auth),
  );
  await app.register(plannerRoutes(planner, auth));
  const webhookAddresses = { allowLoopback: config.webhooksAllowLoopback ?? false };
  await app.register(webhookRoutes(new WebhookService(db, grants, webhookAddresses), auth));
  await app.register(operationRoutes(new PersistedOperations(db, grants), auth));
  // The outbox's readers: live signals always, webhooks where asked (src/events/workers.ts).
  const webhooks = deliverWebhooks
    ? { ...deliverWebhooks, partners: grants, addresses: webhookAddresses }
    : null;
  await runEventWorkers(app, { db, auth, redisUrl: config.redisUrl, publishPollMs, webhooks });

  if (mailer.kind === 'outbox') await app.register(outboxRoutes(db));
  return app;
}
