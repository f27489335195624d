import path from 'node:path';
import { z } from 'zod';
import { HISTORY_RANGE } from '../src/api/contract/monitoring.ts';
import { firebaseWebConfig } from '../src/api/contract/runtime-config.ts';
import { ADDRESS_FIXES_PER_MINUTE } from './modules/ingest/limits.ts';
import { trustProxy } from './config-trust-proxy.ts';
import { tilesConfigOf, tilesEnv, type TileSource } from './config-tiles.ts';
import { checkPushEnv, pushConfigOf, pushEnv, type PushConfig } from './config-push.ts';
import { outboundConfigOf, outboundEnv, type OutboundConfig } from './config-outbound.ts';
import { operationsConfigOf, operationsEnv, type OperationsConfig } from './config-operations.ts';
import { traccarConfigOf, traccarEnv } from './config-traccar.ts';
import { trackersConfigOf, trackersEnv, type TrackersConfig } from './config-trackers.ts';
import {
  checkPaymentEnv,
  fatoraConfigOf,
  paymentEnv,
  type FatoraConfig,
  type PaymentProviderName,
} from './config-payments.ts';

/**
 * Everything the server reads from the environment, read once at start-up. Tests build a `Config`
 * directly (see `server/test/test-config.ts`) instead of touching `process.env`.
 */
export { DEFAULT_SATELLITE_TILES, DEFAULT_STREET_TILES, type TileSource } from './config-tiles.ts';

export interface Config {
  port: number;
  /** Demo mode defaults to loopback (127.0.0.1) and only leaves it when DEMO=1 says so. */
  host: string;
  /** Absolute; PGlite keeps its files in `<dataDir>/pg`. */
  dataDir: string;
  /** Set → PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** Dev one-time codes, the simulator and demo seed data: DEMO, else on unless NODE_ENV=production. */
  demo: boolean;
  /**
   * In demo mode, whether the simulator drives the demo vehicles (`SIMULATOR`, default on): off,
   * the demo data stays and only what is sent moves a vehicle (tests that script a track).
   */
  simulator: boolean;
  multiTenancy: boolean;
  /** Origin the browser uses to reach this server, without a trailing slash. */
  publicUrl: string;
  /**
   * Which proxies' X-Forwarded-* headers are believed (client address, https), as Fastify's
   * `trustProxy`: false (none), true (all), a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  issuer: string;
  clientId: string;
  scope: string;
  /** `code` makes the PWA sign in with the authorization code flow even on this server (`auto`, `otp`: see the runtime-config contract). */
  signInFlow: 'auto' | 'code' | 'otp';
  appName: string;
  logoUrl: string;
  tiles: { street: TileSource; satellite: TileSource };
  firebase: z.infer<typeof firebaseWebConfig> | null;
  staticDir: string;
  logLevel: string;
  /** HTTP SMS gateway for one-time codes; null → codes are only logged (demo) or not sent. */
  smsGateway: { url: string; token: string } | null;
  /**
   * SMTP server for e-mail (`smtp://user:pass@host:587`, `smtps://…:465`); null → mail is only
   * logged (demo, the dev outbox) or not sent (a warning, never the message).
   */
  smtpUrl: string | null;
  /** The From of every e-mail (`MAIL_FROM`, default `APP_NAME <no-reply@PUBLIC_URL's host>`). */
  mailFrom: string;
  /** Password of the seeded administrator (demo seed); null → generated and printed once. */
  adminPassword: string | null;
  /**
   * Extra owner/observer pairs the demo seed adds to the demo accounts (0; e2e sets it so each
   * Playwright worker signs in as its own users). See `demoUserPhones`.
   */
  demoExtraUsers: number;
  /** One-time codes one client address may request per hour (20 in production, 200 in demo). */
  otpIpHourlyLimit: number;
  /** Seconds between two codes for one number (30) and codes per number per hour (5). */
  otpResendSeconds: number;
  otpPhoneHourlyLimit: number;
  /** OsmAnd fixes one client address may send a minute (ingest/limits.ts). */
  ingestAddressLimit: number;
  /**
   * The most days any history is kept (`POSITION_RETENTION_DAYS`, unset = no such cap): the
   * setting GoTrack.HistoryRetentionDays decides per tenant, this bounds it for the disk's sake.
   * History reads the last 30 days: at least that.
   */
  positionRetentionDays: number | null;
  /** Who takes payments: the built-in hosted sandbox, or Fatora (config-payments.ts). */
  paymentProvider: PaymentProviderName;
  /** Fatora's API key and address; set exactly when `paymentProvider` is `fatora`. */
  fatora: FatoraConfig | null;
  /** Web Push (VAPID) and FCM sending of alert notifications (config-push.ts). */
  push: PushConfig;
  /** Requests to addresses users chose, e.g. push endpoints (config-outbound.ts). */
  outbound: OutboundConfig;
  /** Metrics access, log format, slow requests (config-operations.ts). */
  operations: OperationsConfig;
  /** TRACCAR_FORWARD_SECRET: set → `POST /ingest/traccar` takes Traccar's forwarding with it. */
  traccarForwardSecret: string | null;
  trackers: TrackersConfig; // TCP listeners of Teltonika and GT06 trackers (config-trackers.ts)
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));
const firebaseJson = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  DEMO: flag.optional(),
  SIMULATOR: flag.default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  NODE_ENV: z.string().optional(),
  MULTI_TENANCY: flag.default(false),
  PUBLIC_URL: httpUrl.optional(),
  ISSUER: httpUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  CLIENT_ID: z.string().min(1).default('GoTrack_App'),
  SCOPE: z.string().min(1).default('offline_access openid profile email phone roles GoTrack'),
  SIGN_IN_FLOW: z.enum(['auto', 'code', 'otp']).default('auto'),
  APP_NAME: z.string().min(1).default('GoTrack'),
  LOGO_URL: z.string().default(''),
  FIREBASE_CONFIG: firebaseJson.pipe(firebaseWebConfig).optional(),
  STATIC_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_GATEWAY_URL: httpUrl.optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  DEMO_EXTRA_USERS: z.coerce.number().int().min(0).max(99).default(0),
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).optional(),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  OTP_PHONE_HOURLY_LIMIT: z.coerce.number().int().min(1).default(5),
  INGEST_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(ADDRESS_FIXES_PER_MINUTE),
  POSITION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(
      HISTORY_RANGE.maxAgeDays,
      `must be at least ${HISTORY_RANGE.maxAgeDays} (the history's reach)`,
    )
    .max(36_500)
    .optional(),
  ...tilesEnv,
  ...pushEnv,
  ...outboundEnv,
  ...operationsEnv,
  ...trackersEnv,
  ...paymentEnv,
  ...traccarEnv,
});

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
const demoOf = (e: { DEMO?: boolean; NODE_ENV?: string }) => e.DEMO ?? e.NODE_ENV !== 'production';

const checkedEnv = env.superRefine((e, ctx) => {
  // Demo mode signs anyone in (codes shown on screen, a seeded administrator): it reaches other
  // machines only when asked for by name, never because NODE_ENV was forgotten.
  if (demoOf(e) && e.DEMO !== true && e.HOST && !isLoopback(e.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['HOST'],
      message:
        'demo mode is served on loopback only: set DEMO=1 to show the demo to other machines, or NODE_ENV=production (or DEMO=0) for a real server',
    });
  }
  // The gateway needs both its address and its token; one without the other is a typo.
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_GATEWAY_TOKEN'],
      message: 'required when SMS_GATEWAY_URL is set',
    });
  }
  if (e.SMS_GATEWAY_TOKEN && !e.SMS_GATEWAY_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_GATEWAY_URL'],
      message: 'required when SMS_GATEWAY_TOKEN is set',
    });
  }
  checkPushEnv(e, ctx);
  checkPaymentEnv(e, ctx);
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty variables count as unset, as in most deployment tools. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = checkedEnv.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const demo = demoOf(e);
  let push: PushConfig;
  try {
    push = pushConfigOf(e, publicUrl, cwd);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (demo && e.DEMO !== true ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    demo,
    simulator: e.SIMULATOR,
    multiTenancy: e.MULTI_TENANCY,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    issuer: e.ISSUER ?? publicUrl,
    clientId: e.CLIENT_ID,
    scope: e.SCOPE,
    signInFlow: e.SIGN_IN_FLOW,
    appName: e.APP_NAME,
    logoUrl: e.LOGO_URL,
    tiles: tilesConfigOf(e),
    firebase: e.FIREBASE_CONFIG ?? null,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    smsGateway:
      e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN
        ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN }
        : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    demoExtraUsers: e.DEMO_EXTRA_USERS,
    // Demo servers sign in many test users from one address (e2e, developers): a looser default.
    otpIpHourlyLimit: e.OTP_IP_HOURLY_LIMIT ?? (demo ? 200 : 20),
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    otpPhoneHourlyLimit: e.OTP_PHONE_HOURLY_LIMIT,
    ingestAddressLimit: e.INGEST_ADDRESS_LIMIT,
    positionRetentionDays: e.POSITION_RETENTION_DAYS ?? null,
    paymentProvider: e.PAYMENT_PROVIDER,
    fatora: fatoraConfigOf(e),
    push,
    outbound: outboundConfigOf(e),
    operations: operationsConfigOf(e),
    traccarForwardSecret: traccarConfigOf(e),
    trackers: trackersConfigOf(e),
  };
}
