import { and, count, eq, lt } from 'drizzle-orm';
import {
  INVITATION_LIMIT_CODE,
  INVITATION_WINDOW_DAYS,
  INVITATIONS_PER_PERSON,
} from '../../../src/api/contract/observer-invitations.ts';
import type { Db } from '../../db/client.ts';
import { observerInvitationLog as log } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

/** English texts (Arabic in server/http/user-messages.ts). */
export const INVITATION_LIMIT_MESSAGE = `This person was invited to this track account ${INVITATIONS_PER_PERSON} times this week. Try again later.`;
export const DECLINED_MESSAGE =
  'This person declined the invitation. Add them again to invite them again.';

const WINDOW_MS = INVITATION_WINDOW_DAYS * 24 * 3600_000;

/**
 * Records one more invitation of `userId` by the account, or refuses it past the bound (issue 28:
 * someone who declined is not asked again and again). Call under lockAccount, so two submits
 * cannot both take the last one. Rows older than the window bound nothing and are dropped.
 */
export async function recordInvitation(
  tx: Db,
  trackAccountId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  const pair = and(eq(log.trackAccountId, trackAccountId), eq(log.userId, userId));
  await tx.delete(log).where(and(pair, lt(log.createdAt, new Date(now.getTime() - WINDOW_MS))));
  const [sent] = await tx.select({ n: count() }).from(log).where(pair);
  if ((sent?.n ?? 0) >= INVITATIONS_PER_PERSON) {
    throw new BusinessError(INVITATION_LIMIT_MESSAGE, {
      code: INVITATION_LIMIT_CODE,
      data: { invitations: INVITATIONS_PER_PERSON, days: INVITATION_WINDOW_DAYS },
    });
  }
  await tx.insert(log).values({ trackAccountId, userId, createdAt: now });
}

/** What makes an association an invitation from `inviterId`, sent now. */
export const pendingFrom = (inviterId: string, now = new Date()) => ({
  invitationStatus: 'Pending' as const,
  invitedByUserId: inviterId,
  invitedAt: now,
});
