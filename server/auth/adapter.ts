import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayload } from '../db/schema.ts';
import { hasControlCharacters } from '../http/text-guard.ts';
import { forgetGrant, forgetUser } from './grant-check.ts';

/**
 * oidc-provider's storage in the `oidc_payload` table, one row per model instance (grant,
 * refresh token, session, interaction, authorization code…), so provider state survives restarts.
 * Expired rows are invisible to `find` and removed by `removeExpired`.
 */
export function databaseAdapter(db: Db, alreadyUsed: () => Error) {
  return class DatabaseAdapter implements Adapter {
    readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload,
        // A grant is a member of itself, so revoking by grant id removes it as well.
        grantId: this.kind === 'Grant' ? id : (payload.grantId ?? null),
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayload)
        .values({ id, kind: this.kind, ...row })
        .onConflictDoUpdate({ target: [oidcPayload.kind, oidcPayload.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: oidcPayload.payload, consumedAt: oidcPayload.consumedAt })
        .from(oidcPayload)
        .where(
          and(
            eq(oidcPayload.kind, this.kind),
            condition,
            or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    // Keys come from the provider's own forms, which the contract's text guard never sees: one
    // with a control character (a NUL cannot even be sent to PostgreSQL) is simply unknown.
    async find(id: string) {
      return hasControlCharacters(id) ? undefined : this.findWhere(eq(oidcPayload.id, id));
    }

    async findByUserCode(userCode: string) {
      if (hasControlCharacters(userCode)) return undefined;
      return this.findWhere(eq(oidcPayload.userCode, userCode));
    }

    async findByUid(uid: string) {
      return hasControlCharacters(uid) ? undefined : this.findWhere(eq(oidcPayload.uid, uid));
    }

    /**
     * oidc-provider reads a code or refresh token, checks it is unused, then consumes it: two
     * requests racing with one token (through one server process or several) both passed the
     * check. Only one consumes it here; the other is a reuse, treated as the provider treats a
     * late one: the grant is revoked and the request refused.
     */
    async consume(id: string): Promise<void> {
      const same = and(eq(oidcPayload.kind, this.kind), eq(oidcPayload.id, id));
      const taken = await db
        .update(oidcPayload)
        .set({ consumedAt: new Date() })
        .where(and(same, isNull(oidcPayload.consumedAt)))
        .returning({ id: oidcPayload.id });
      if (taken.length > 0) return;
      const [row] = await db.select({ grantId: oidcPayload.grantId }).from(oidcPayload).where(same);
      if (row?.grantId) await this.revokeByGrantId(row.grantId);
      throw alreadyUsed();
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcPayload)
        .where(and(eq(oidcPayload.kind, this.kind), eq(oidcPayload.id, id)));
      if (this.kind === 'Grant') forgetGrant(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
      forgetGrant(grantId);
    }
  };
}

/** Deletes everything issued to a user: grants with their tokens, sessions. */
export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  const accountRows = sql`${oidcPayload.payload}->>'accountId' = ${userId}`;
  const grants = db
    .select({ id: oidcPayload.id })
    .from(oidcPayload)
    .where(and(eq(oidcPayload.kind, 'Grant'), accountRows));
  await db.delete(oidcPayload).where(or(accountRows, sql`${oidcPayload.grantId} in (${grants})`));
  forgetUser(userId);
}

export async function removeExpired(db: Db): Promise<void> {
  await db.delete(oidcPayload).where(lte(oidcPayload.expiresAt, new Date()));
}
