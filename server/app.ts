import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { forgettingEverywhere, registerCluster } from './cluster/mount.ts';
import { registerDraining } from './http/draining.ts';
import { QuietRequests, registerRequestLog } from './http/request-log.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { SessionResolver } from './http/session.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { registerCompression } from './http/compression.ts';
import { registerEtags } from './http/etag.ts';
import { registerCreateRateLimits, type CreateRateLimit } from './http/rate-limits.ts';
import { accessTokenVerifier } from './auth/access-token.ts';
import { registerCallerResolution } from './auth/caller.ts';
import { registerAuth } from './auth/mount.ts';
import { loadAuthSecrets } from './auth/secrets.ts';
import { abpRoutes } from './modules/abp/routes.ts';
import { liveTokenVerifier } from './auth/grant-check.ts';
import { accountRoutes } from './modules/identity/account-routes.ts';
import { phoneNumberRoutes } from './modules/identity/phone-number-routes.ts';
import { mobileIdentityRoutes } from './modules/identity/mobile-routes.ts';
import { pictureRoutes } from './modules/identity/picture-routes.ts';
import { emailRoutes } from './modules/identity/email-routes.ts';
import {
  DEFAULT_EMAIL_CODE_LIMITS,
  emailProof,
  type EmailCodeLimits,
} from './modules/identity/email-proof.ts';
import { mailerFor, type Mailer } from './modules/mail/mailer.ts';
import { passwordResetRoutes } from './modules/identity/password-reset-routes.ts';
import { signInCodeRoutes } from './modules/identity/sign-in-code-routes.ts';
import { bearerSessionResolver } from './modules/identity/session.ts';
import { otpRoutes } from './modules/otp/routes.ts';
import { DEFAULT_OTP_LIMITS, otpService, type OtpLimits } from './modules/otp/service.ts';
import { smsGatewayFor, type SmsGateway } from './modules/otp/sms-gateway.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { identityAdminRoutes } from './modules/identity-admin/routes.ts';
import { tenantAdminRoutes } from './modules/tenants/admin-routes.ts';
import { featureRoutes } from './modules/features/routes.ts';
import { settingManagementRoutes } from './modules/settings/admin-routes.ts';
import { mailAvailable } from './modules/settings/service.ts';
import { testEmailRoutes } from './modules/settings/test-email-route.ts';
import { cachedTenantLookup } from './modules/tenants/service.ts';
import { devTileRoutes } from './modules/dev-tiles/routes.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/routes.ts';
import { runtimeConfigFor } from './modules/runtime-config/service.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { traccarRoutes } from './modules/ingest/traccar-route.ts';
import { createIngest, type Ingest } from './modules/ingest/service.ts';
import { createAlertEngine, type AlertEngine } from './modules/alert-engine/engine.ts';
import {
  forgetRulesOnSettings,
  forgetRulesOnWrites,
} from './modules/alert-engine/forget-on-write.ts';
import { DEVICE_FIXES_PER_MINUTE, type IngestLimits } from './modules/ingest/limits.ts';
import type { Fix } from './modules/ingest/writer.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { tripReportRoutes } from './modules/reports/routes.ts';
import { registerPayments } from './modules/payments/mount.ts';
import { markRequestsPaid } from './modules/requests/stages.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { billRoutes } from './modules/billing/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { trackAccountRoutes } from './modules/track-accounts/routes.ts';
import { subscriptionRoutes } from './modules/track-accounts/subscription-routes.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { observerRoutes } from './modules/observers/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { geoZoneRoutes } from './modules/geo-zones/routes.ts';
import { routeRoutes } from './modules/routes/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { registerDelivery } from './modules/delivery/mount.ts';
import type { DrainerOptions } from './modules/delivery/drainer.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerMetrics } from './modules/metrics/mount.ts';
import { registerTrackers } from './modules/trackers/mount.ts';
import type { PushSender } from './modules/delivery/push-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where positions enter (devices over HTTP, the demo simulator). */
    ingest: Ingest;
    /** Evaluates what the ingest stored against the alert definitions. */
    alertEngine: AlertEngine;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Omitted → no request logs (tests). */
  logger?: FastifyBaseLogger;
  /** Who is calling, for application configuration; default: from the bearer token. */
  session?: SessionResolver;
  /** Where one-time codes go; default from the configuration (logging in demo mode). */
  sms?: SmsGateway;
  /** Overrides of the one-time-code limits (tests). */
  otpLimits?: Partial<OtpLimits>;
  /** Where e-mail goes; default from the configuration (SMTP, or the log in demo mode). */
  mailer?: Mailer;
  /** Overrides of the e-mail code limits (tests). */
  emailCodeLimits?: Partial<EmailCodeLimits>;
  /** Batching of position writes (tests). */
  ingest?: { maxDelayMs?: number; maxRows?: number; limits?: Partial<IngestLimits> };
  /** Push services (tests: a recording one); default from the configuration (VAPID, FCM). */
  push?: PushSender;
  /** Timing of the notification outbox's sending (tests). */
  delivery?: DrainerOptions;
  /** How long the alert engine keeps an account's rules (tests). */
  alertEngine?: { rulesCacheMs?: number };
  /** Told of every route as it is added (tests that go over every endpoint served). */
  onRoute?: (route: RouteOptions) => void;
  /** How many creates of one kind a user may make per window (tests); default 60 a minute. */
  createRateLimit?: CreateRateLimit;
}

/**
 * Builds the HTTP app without listening, so tests drive it with `app.inject`.
 * Order matters: compilers before any route; headers and error handler before routes so every
 * reply (errors and 404s included) gets both; static files and the SPA fallback last, as the
 * catch-all.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Fastify's two lines per request give way to request-log.ts's (errors, slow requests).
    logController: new QuietRequests(),
    // JSON bodies of this API are small; larger uploads (spreadsheets) get their own limit.
    bodyLimit: 1024 * 1024,
    // Only configured proxies are believed: anyone can write X-Forwarded-For, and the client
    // address keys the one-time-code and password limits. Also decides https (secure cookies).
    // A hop count is given as a function: Fastify 5.12 treats a bare number as "trust none".
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
  }) as unknown as FastifyInstance;

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, config);
  registerDraining(app);
  registerRequestLog(app, config.operations.slowRequestMs);
  // Before every route: its latency hook times them all.
  const metrics = registerMetrics(app, config, db);
  registerErrorHandler(app);
  registerEtags(app);
  await registerCompression(app);
  // Before any route: it configures the create routes as they are added.
  await registerCreateRateLimits(app, db, deps.createRateLimit);

  // Several server processes on one PostgreSQL tell each other what to forget (revocations).
  await registerCluster(app, config, db);
  // Sign-in: who calls and in which tenant is known before any route (or the provider) runs.
  const secrets = await loadAuthSecrets(db);
  const lookupTenant = cachedTenantLookup(db);
  registerCallerResolution(app, {
    multiTenancy: config.multiTenancy,
    verify: liveTokenVerifier(db, accessTokenVerifier(config.issuer, secrets.publicKeys)),
    lookupTenant,
  });
  const sms = deps.sms ?? smsGatewayFor(config, app.log);
  const otp = otpService({
    db,
    secret: secrets.codeSecret,
    sms,
    limits: {
      ...DEFAULT_OTP_LIMITS,
      perIpPerHour: config.otpIpHourlyLimit,
      resendSeconds: config.otpResendSeconds ?? DEFAULT_OTP_LIMITS.resendSeconds,
      perPhonePerHour: config.otpPhoneHourlyLimit ?? DEFAULT_OTP_LIMITS.perPhonePerHour,
      ...deps.otpLimits,
    },
    appName: config.appName,
    log: app.log,
  });
  // One mailer for every sender (codes, reset links, alert e-mails); the e-mail codes also sign
  // in (the email_otp grant), so they exist before the provider.
  const mailer = deps.mailer ?? mailerFor(config, app.log);
  const proof = emailProof({
    db,
    secret: secrets.codeSecret,
    mailer,
    limits: { ...DEFAULT_EMAIL_CODE_LIMITS, ...deps.emailCodeLimits },
    appName: config.appName,
    log: app.log,
  });
  await registerAuth(app, {
    config,
    db,
    secrets,
    otp,
    emailProof: proof,
    log: app.log,
    lookupTenant,
  });

  runtimeConfigRoutes(app, config);
  healthRoutes(app, db);
  devTileRoutes(app, config);
  abpRoutes(app, { config, db, session: deps.session ?? bearerSessionResolver(db) });
  tenantRoutes(app, db);
  identityAdminRoutes(app, db);
  tenantAdminRoutes(app, db, { multiTenancy: config.multiTenancy });
  featureRoutes(app, db, { multiTenancy: config.multiTenancy });
  settingManagementRoutes(app, db, config);
  testEmailRoutes(app, { db, mailer, appName: config.appName });
  otpRoutes(app, { otp, demo: config.demo });
  mobileIdentityRoutes(app, db);
  pictureRoutes(app, db);
  emailRoutes(app, { db, proof, demo: config.demo });
  accountRoutes(app, { db, config, otp });
  phoneNumberRoutes(app, { db, otp });
  passwordResetRoutes(app, { db, config, log: app.log, mailer, secret: secrets.codeSecret });
  signInCodeRoutes(app, { db, proof, log: app.log });
  trackAccountRoutes(app, db);
  subscriptionRoutes(app, db);
  vehicleRoutes(app, db);
  groupRoutes(app, db);
  geoZoneRoutes(app, db);
  routeRoutes(app, db);
  alertRoutes(app, db, { mailAvailable: mailAvailable(config) });
  notificationRoutes(app, db);
  observerRoutes(app, db);
  monitoringRoutes(app, db);
  tripReportRoutes(app, db);
  // Resolves to the bound `startPayment` the request families' `POST …/{kind}/payment` uses.
  const payments = await registerPayments(app, { config, db, markRequestsPaid });
  requestRoutes(app, { db, startPayment: payments.startPayment });
  catalogueRoutes(app, db);
  billRoutes(app, db);

  const { limits, ...batching } = deps.ingest ?? {};
  // Every stored batch (devices and the simulator alike) goes through the alert engine.
  // On PGlite this is the only server of the database: the engine's memory cannot go stale.
  // Notifications go out through the outbox: the engine wakes its drainer when it wrote some.
  const { push, delivery: drainer } = deps;
  const delivery = registerDelivery(app, { config, db, sms, mailer, push, drainer });
  const alertEngine = createAlertEngine({
    db,
    log: app.log,
    exclusive: !config.databaseUrl,
    onNotified: delivery.wake,
    onEvaluated: metrics.alertEngine.evaluated,
    ...deps.alertEngine,
  });
  metrics.alertEngine.watch(alertEngine);
  app.decorate('alertEngine', alertEngine);
  forgetRulesOnWrites(app, alertEngine);
  forgetRulesOnSettings(app, alertEngine);
  const onStored = (fixes: readonly Fix[]) => {
    metrics.ingested(fixes);
    return alertEngine.accept(fixes);
  };
  const ingest = createIngest({
    db,
    log: app.log,
    demo: config.demo,
    ...batching,
    onStored,
    onRefused: metrics.ingestRefused,
  });
  app.decorate('ingest', forgettingEverywhere(app, ingest));
  // Pending positions are written, then evaluated, before the database closes.
  app.addHook('onClose', async () => {
    await ingest.close();
    await alertEngine.close();
  });
  ingestRoutes(app, ingest, {
    perDevice: limits?.perDevice ?? DEVICE_FIXES_PER_MINUTE,
    perAddress: limits?.perAddress ?? config.ingestAddressLimit,
  });
  if (config.traccarForwardSecret) traccarRoutes(app, ingest, config.traccarForwardSecret);
  // Teltonika and GT06 over TCP, on TELTONIKA_PORT and GT06_PORT, into the same ingest.
  registerTrackers(app, { config, ingest, metrics: metrics.trackers });

  // index.html carries the same runtime config `/config.json` answers (one round trip less).
  await registerStaticFiles(app, config.staticDir, runtimeConfigFor(config));
  return app;
}
