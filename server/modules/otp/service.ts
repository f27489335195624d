import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { otpCode } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { inTenant } from '../identity/users.ts';
import type { SmsGateway } from './sms-gateway.ts';

export interface OtpLimits {
  /** Seconds a code stays valid. */
  ttlSeconds: number;
  /** Wrong tries before the code is dead. */
  maxAttempts: number;
  /** Minimum seconds between two codes for one phone. */
  resendSeconds: number;
  perPhonePerHour: number;
  perIpPerHour: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: 30,
  perPhonePerHour: 5,
  perIpPerHour: 20,
};

export type OtpCheck = 'ok' | 'invalid' | 'locked';

export interface OtpDeps {
  db: Db;
  secret: Buffer;
  sms: SmsGateway;
  limits: OtpLimits;
  appName: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;
/** Advisory lock classes (any constants unused elsewhere) for a phone's and an address's codes. */
const LOCK_PHONE = 7418;
const LOCK_IP = 7419;

export type OtpService = ReturnType<typeof otpService>;

/**
 * One-time sign-in codes: six digits, kept only as an HMAC, valid for a few minutes, single use,
 * dead after a few wrong tries. Only the newest code of a phone counts.
 */
export function otpService({ db, secret, sms, limits, appName, log }: OtpDeps) {
  const hash = (tenantId: string | null, phone: string, code: string) =>
    createHmac('sha256', secret)
      .update(`${tenantId ?? ''}|${phone}|${code}`)
      .digest('base64url');

  const samePhone = (tenantId: string | null, phone: string) =>
    and(inTenant(otpCode.tenantId, tenantId), eq(otpCode.phoneNumber, phone));

  async function count(db: Db, where: ReturnType<typeof and>): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(otpCode)
      .where(where);
    return row?.n ?? 0;
  }

  async function checkLimits(db: Db, tenantId: string | null, phone: string, clientIp: string) {
    const now = Date.now();
    const [latest] = await db
      .select({ createdAt: otpCode.createdAt })
      .from(otpCode)
      .where(samePhone(tenantId, phone))
      .orderBy(desc(otpCode.createdAt))
      .limit(1);
    const since = latest ? (now - latest.createdAt.getTime()) / 1000 : Infinity;
    if (since < limits.resendSeconds) {
      const wait = Math.ceil(limits.resendSeconds - since);
      throw new BusinessError(`Please wait ${wait} seconds before asking for a new code.`, {
        data: { retryAfterSeconds: wait },
      });
    }
    const hourAgo = new Date(now - HOUR_MS);
    if (
      (await count(db, and(samePhone(tenantId, phone), gt(otpCode.createdAt, hourAgo)))) >=
      limits.perPhonePerHour
    ) {
      throw new BusinessError('Too many codes were requested for this number. Try again later.');
    }
    const fromIp = and(eq(otpCode.clientIp, clientIp), gt(otpCode.createdAt, hourAgo));
    if ((await count(db, fromIp)) >= limits.perIpPerHour) {
      throw new BusinessError('Too many codes were requested from your network. Try again later.');
    }
  }

  return {
    /** Creates and sends a new code (it replaces any earlier one); resolves to the code. */
    async issue(q: { tenantId: string | null; phone: string; clientIp: string }): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // The limits are counted and the code stored under locks on the phone and the address:
      // requests racing through one or several server processes would all pass the count
      // before any stored its code, and each would send a text. Phone first, then address,
      // in every request: no two wait for each other's second lock.
      const row = await db.transaction(async (tx) => {
        const phoneKey = `${q.tenantId ?? ''}|${q.phone}`;
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PHONE}, hashtext(${phoneKey}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${q.clientIp}))`);
        await checkLimits(tx, q.tenantId, q.phone, q.clientIp);
        const now = Date.now();
        const [stored] = await tx
          .insert(otpCode)
          .values({
            tenantId: q.tenantId,
            phoneNumber: q.phone,
            codeHash: hash(q.tenantId, q.phone, code),
            clientIp: q.clientIp,
            createdAt: new Date(now),
            expiresAt: new Date(now + limits.ttlSeconds * 1000),
          })
          .returning({ id: otpCode.id });
        return stored;
      });
      const text = `${code} is your ${appName} verification code. It is valid for ${Math.round(limits.ttlSeconds / 60)} minutes.`;
      try {
        await sms.send({ to: q.phone, text, code });
      } catch (err) {
        log.error({ err }, 'sending a one-time code failed');
        // Not sent: it must neither work nor count against the caller's limits.
        if (row) await db.delete(otpCode).where(eq(otpCode.id, row.id));
        throw new BusinessError('The code could not be sent. Please try again later.');
      }
      return code;
    },

    /** Forgets codes too old to matter for any limit. */
    async prune(): Promise<void> {
      await db.delete(otpCode).where(lt(otpCode.createdAt, new Date(Date.now() - 24 * HOUR_MS)));
    },

    /** Checks a code; a correct one is used up, a wrong one counts towards the lock-out. */
    async verify(q: { tenantId: string | null; phone: string; code: string }): Promise<OtpCheck> {
      const [latest] = await db
        .select()
        .from(otpCode)
        .where(samePhone(q.tenantId, q.phone))
        .orderBy(desc(otpCode.createdAt))
        .limit(1);
      if (!latest || latest.consumedAt || latest.expiresAt.getTime() <= Date.now())
        return 'invalid';
      if (latest.attempts >= limits.maxAttempts) return 'locked';
      const given = Buffer.from(hash(q.tenantId, q.phone, q.code.trim()));
      const stored = Buffer.from(latest.codeHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        const [after] = await db
          .update(otpCode)
          .set({ attempts: sql`${otpCode.attempts} + 1` })
          .where(eq(otpCode.id, latest.id))
          .returning({ attempts: otpCode.attempts });
        return (after?.attempts ?? limits.maxAttempts) >= limits.maxAttempts ? 'locked' : 'invalid';
      }
      // Conditional update: of two requests racing with the same code only one wins.
      const used = await db
        .update(otpCode)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(otpCode.id, latest.id),
            isNull(otpCode.consumedAt),
            lt(otpCode.attempts, limits.maxAttempts),
          ),
        )
        .returning({ id: otpCode.id });
      return used.length === 1 ? 'ok' : 'invalid';
    },
  };
}
