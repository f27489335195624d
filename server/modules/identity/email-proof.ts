import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailCode, type EmailCodePurpose } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { CultureName } from '../abp/culture.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailCodeMail } from './email-proof-text.ts';

export interface EmailCodeLimits {
  /** Seconds a code stays valid. */
  ttlSeconds: number;
  /** Wrong tries before the code is dead. */
  maxAttempts: number;
  /** Minimum seconds between two codes for one user. */
  resendSeconds: number;
  /** Codes one user may be sent per hour and purpose (whatever the address: no one is mail-bombed). */
  perUserPerHour: number;
  /** Sign-in codes one client address may ask for per hour (anyone may ask, for any user). */
  perAddressPerHour: number;
}

export const DEFAULT_EMAIL_CODE_LIMITS: EmailCodeLimits = {
  ttlSeconds: 15 * 60,
  maxAttempts: 5,
  resendSeconds: 60,
  perUserPerHour: 5,
  perAddressPerHour: 20,
};

/** English texts of this file's refusals (Arabic in server/http/user-messages.ts). */
export const EMAIL_CODE_MESSAGES = {
  tooMany: 'Too many codes were requested. Try again later.',
  tooManyFromAddress: 'Too many codes were requested from your network. Try again later.',
  notSent: 'The e-mail could not be sent. Please try again later.',
  // The one-time sign-in code's texts: the same situations, already translated.
  invalid: 'The one-time code is not valid or has expired.',
  locked: 'Too many wrong codes were entered. Please ask for a new code.',
} as const;

export interface EmailProofDeps {
  db: Db;
  /** HMAC key: codes are stored only as a hash. */
  secret: Buffer;
  mailer: Mailer;
  limits: EmailCodeLimits;
  appName: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;
export type EmailProof = ReturnType<typeof emailProof>;

/** Advisory lock class (a constant unused elsewhere) for one user's e-mail codes. */
const LOCK_USER = 7420;

export type EmailCodeCheck = 'ok' | 'invalid' | 'locked';

/**
 * Codes mailed to a user: to prove an address ('verify') or, to a proven one, to sign in
 * ('sign-in', the way in past a password lock-out). Six digits, kept only as an HMAC bound to the
 * purpose, the user and the address, valid for a few minutes, single use, dead after a few wrong
 * tries; only the newest code of a user and purpose counts. Rows live in the database, so any
 * server process can check them.
 */
export function emailProof({ db, secret, mailer, limits, appName, log }: EmailProofDeps) {
  const hash = (purpose: EmailCodePurpose, userId: string, email: string, code: string) =>
    createHmac('sha256', secret)
      .update(
        `${purpose === 'verify' ? 'email' : purpose}|${userId}|${email.toLowerCase()}|${code}`,
      )
      .digest('base64url');
  const newest = (userId: string, purpose: EmailCodePurpose) =>
    and(eq(emailCode.userId, userId), eq(emailCode.purpose, purpose));

  async function checkLimits(
    db: Db,
    q: { userId: string; purpose: EmailCodePurpose; clientIp?: string },
  ) {
    const now = Date.now();
    const hourAgo = new Date(now - HOUR_MS);
    const recent = await db
      .select({ createdAt: emailCode.createdAt })
      .from(emailCode)
      .where(and(newest(q.userId, q.purpose), gt(emailCode.createdAt, hourAgo)))
      .orderBy(desc(emailCode.createdAt));
    const since = recent[0] ? (now - recent[0].createdAt.getTime()) / 1000 : Infinity;
    if (since < limits.resendSeconds) {
      const wait = Math.ceil(limits.resendSeconds - since);
      // The sign-in code's text (already translated): the same rule.
      throw new BusinessError(`Please wait ${wait} seconds before asking for a new code.`, {
        data: { retryAfterSeconds: wait },
      });
    }
    if (recent.length >= limits.perUserPerHour)
      throw new BusinessError(EMAIL_CODE_MESSAGES.tooMany);
    if (!q.clientIp) return;
    const [fromAddress] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCode)
      .where(and(eq(emailCode.clientIp, q.clientIp), gt(emailCode.createdAt, hourAgo)));
    if ((fromAddress?.n ?? 0) >= limits.perAddressPerHour)
      throw new BusinessError(EMAIL_CODE_MESSAGES.tooManyFromAddress);
  }

  const api = {
    /**
     * Mails a new code to `email` (it replaces any earlier one of its purpose); resolves to the
     * code. `clientIp` (the address key of who asked) counts towards that address's limit.
     */
    async send(q: {
      userId: string;
      email: string;
      language: CultureName;
      purpose?: EmailCodePurpose;
      clientIp?: string;
    }): Promise<string> {
      const purpose = q.purpose ?? 'verify';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Counted and stored under a lock on the user: requests racing through one or several
      // server processes would all pass the count before any stored its code, each sending mail.
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USER}, hashtext(${q.userId}))`);
        await checkLimits(tx, { ...q, purpose });
        // Codes older than the hourly limit's window are dead weight: the user's own go here.
        const dayAgo = new Date(Date.now() - 24 * HOUR_MS);
        await tx
          .delete(emailCode)
          .where(and(eq(emailCode.userId, q.userId), lt(emailCode.createdAt, dayAgo)));
        const now = Date.now();
        const [stored] = await tx
          .insert(emailCode)
          .values({
            userId: q.userId,
            purpose,
            email: q.email,
            codeHash: hash(purpose, q.userId, q.email, code),
            clientIp: q.clientIp ?? null,
            createdAt: new Date(now),
            expiresAt: new Date(now + limits.ttlSeconds * 1000),
          })
          .returning({ id: emailCode.id });
        return stored;
      });
      const minutes = Math.round(limits.ttlSeconds / 60);
      try {
        await mailer.sendMail(emailCodeMail({ ...q, purpose, code, appName, minutes }));
      } catch (err) {
        log.error({ err, purpose }, 'mailing an e-mail code failed');
        // Not sent: it must neither work nor count against the user's limits.
        if (row) await db.delete(emailCode).where(eq(emailCode.id, row.id));
        throw new BusinessError(EMAIL_CODE_MESSAGES.notSent);
      }
      return code;
    },

    /**
     * Checks a code against the user's current address; a correct one is used up, a wrong one
     * counts towards the lock-out. A code mailed to an address the user has since replaced is dead.
     */
    async check(q: {
      userId: string;
      email: string | null;
      code: string;
      purpose?: EmailCodePurpose;
    }): Promise<EmailCodeCheck> {
      const purpose = q.purpose ?? 'verify';
      const [latest] = await db
        .select()
        .from(emailCode)
        .where(newest(q.userId, purpose))
        .orderBy(desc(emailCode.createdAt))
        .limit(1);
      const current = latest && q.email?.toLowerCase() === latest.email.toLowerCase();
      if (!latest || !current || latest.consumedAt || latest.expiresAt.getTime() <= Date.now()) {
        return 'invalid';
      }
      if (latest.attempts >= limits.maxAttempts) return 'locked';
      const given = Buffer.from(hash(purpose, q.userId, latest.email, q.code));
      const stored = Buffer.from(latest.codeHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        const [after] = await db
          .update(emailCode)
          .set({ attempts: sql`${emailCode.attempts} + 1` })
          .where(eq(emailCode.id, latest.id))
          .returning({ attempts: emailCode.attempts });
        return (after?.attempts ?? limits.maxAttempts) >= limits.maxAttempts ? 'locked' : 'invalid';
      }
      // Conditional update: of two requests racing with the same code only one wins.
      const used = await db
        .update(emailCode)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(emailCode.id, latest.id),
            isNull(emailCode.consumedAt),
            lt(emailCode.attempts, limits.maxAttempts),
          ),
        )
        .returning({ id: emailCode.id });
      return used.length === 1 ? 'ok' : 'invalid';
    },

    /** `check`, throwing the refusal's message (the e-mail proof's endpoints). */
    async verify(q: { userId: string; email: string | null; code: string }): Promise<void> {
      const result = await api.check(q);
      if (result !== 'ok') throw new BusinessError(EMAIL_CODE_MESSAGES[result]);
    },
  };
  return api;
}
