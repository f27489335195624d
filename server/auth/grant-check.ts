import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { announce, onAnnounced } from '../cluster/bus.ts';
import type { Db } from '../db/client.ts';
import { appUser, oidcPayload } from '../db/schema.ts';
import type { AccessTokenVerifier } from './access-token.ts';

// Access tokens are JWTs checked without a database (15 minutes' life). Signing out, replaying a
// rotated refresh token or deleting the account revokes the grant, but a token already handed out
// kept working until it expired (issue 11). Each token now names its grant; the API asks whether
// the grant and its user still exist, and remembers the answer for a few seconds.

/** The access-token claim naming the grant the token was issued under. */
export const GRANT_CLAIM = 'gid';

/**
 * How long an answer is reused. Other server processes of the database are told of a revocation
 * at once (cluster/bus.ts); this bounds the delay when that notification is lost.
 */
export const GRANT_CHECK_TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

const answers = new Map<string, { live: boolean; until: number }>();

onAnnounced('grant', (grantId) => {
  for (const key of answers.keys()) if (key.startsWith(`${grantId}|`)) answers.delete(key);
});
onAnnounced('user', (userId) => {
  for (const key of answers.keys()) if (key.endsWith(`|${userId}`)) answers.delete(key);
});

/** A grant or a user's grants were revoked: every process forgets what it knew at once. */
export const forgetGrant = (grantId: string): void => announce('grant', grantId);
export const forgetUser = (userId: string): void => announce('user', userId);

async function lookUp(db: Db, grantId: string | null, userId: string): Promise<boolean> {
  const user = and(eq(appUser.id, userId), isNull(appUser.deletedAt));
  if (!grantId) {
    // Tokens from before grant ids: only the user's existence can be checked.
    return (await db.select({ id: appUser.id }).from(appUser).where(user).limit(1)).length > 0;
  }
  const rows = await db
    .select({ id: oidcPayload.id })
    .from(oidcPayload)
    .innerJoin(appUser, sql`${appUser.id}::text = ${oidcPayload.payload}->>'accountId'`)
    .where(
      and(
        eq(oidcPayload.kind, 'Grant'),
        eq(oidcPayload.id, grantId),
        or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date())),
        user,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A verifier that also refuses tokens of revoked grants and deleted users. */
export function liveTokenVerifier(db: Db, verify: AccessTokenVerifier): AccessTokenVerifier {
  return async (token) => {
    const user = await verify(token);
    if (!user) return null;
    const grant = user.claims[GRANT_CLAIM];
    const grantId = typeof grant === 'string' && grant ? grant : null;
    const key = `${grantId ?? ''}|${user.userId}`;
    const now = Date.now();
    let known = answers.get(key);
    if (!known || known.until <= now) {
      known = { live: await lookUp(db, grantId, user.userId), until: now + GRANT_CHECK_TTL_MS };
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
      answers.set(key, known);
    }
    return known.live ? user : null;
  };
}
