import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { commaList } from './config-list.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushService } from './modules/push/push-services.ts';

// Push delivery settings (issue 16): VAPID for standard Web Push, a service account for FCM.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushConfig {
  /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
  vapidSubject: string;
  /** From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null → generated once into DATA_DIR/vapid.json. */
  vapidKeys: VapidKeys | null;
  /** FIREBASE_SERVICE_ACCOUNT's JSON (given inline or as a file path); null → no FCM sending. */
  fcmServiceAccount: Record<string, unknown> | null;
  /**
   * PUSH_SERVICE_HOSTS: the push services a Web Push subscription's endpoint may name (the
   * browsers' by default; modules/push/push-services.ts reads the entries).
   */
  serviceHosts: string[];
}

/** base64url of an uncompressed P-256 point (65 bytes) or scalar (32 bytes), as web-push wants. */
const vapidKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be URL-safe base64 without padding')
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, `must decode to ${bytes} bytes`);

export const pushEnv = {
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  PUSH_SERVICE_HOSTS: commaList(parsePushService).optional(),
};
type PushEnv = { [K in keyof typeof pushEnv]?: z.infer<(typeof pushEnv)[K]> };

/** The pair comes together: one key without the other is a typo. */
export function checkPushEnv(e: PushEnv, ctx: z.RefinementCtx): void {
  for (const [set, missing] of [
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'],
  ] as const) {
    if (e[set] && !e[missing]) {
      ctx.addIssue({ code: 'custom', path: [missing], message: `required when ${set} is set` });
    }
  }
}

/**
 * The service account is JSON inline or the path of a JSON file (relative to the working
 * directory); read now so a wrong path fails at start-up, not at the first alert.
 */
function serviceAccount(value: string, cwd: string): Record<string, unknown> {
  let text = value;
  if (!value.trimStart().startsWith('{')) {
    try {
      text = readFileSync(path.resolve(cwd, value), 'utf8');
    } catch {
      throw new Error(`FIREBASE_SERVICE_ACCOUNT: cannot read the file ${value}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('FIREBASE_SERVICE_ACCOUNT: must be JSON (or the path of a JSON file)');
  }
  const account = json as Record<string, unknown> | null;
  if (
    !account ||
    typeof account.project_id !== 'string' ||
    typeof account.private_key !== 'string'
  ) {
    throw new Error(
      'FIREBASE_SERVICE_ACCOUNT: not a service account key (project_id, private_key)',
    );
  }
  return account;
}

export function pushConfigOf(e: PushEnv, publicUrl: string, cwd: string): PushConfig {
  const host = new URL(publicUrl).hostname;
  return {
    vapidSubject:
      e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : `mailto:no-reply@${host}`),
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    fcmServiceAccount: e.FIREBASE_SERVICE_ACCOUNT
      ? serviceAccount(e.FIREBASE_SERVICE_ACCOUNT, cwd)
      : null,
    serviceHosts: e.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
  };
}
