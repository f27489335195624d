import { BusinessError } from '../../http/errors.ts';
import { findUser } from '../identity/users.ts';
import { grantedPoliciesOf, type DbOrTx, type GrantHolder } from '../permissions/store.ts';

export const OWN_ACCESS_LOST =
  'This change would take away your own permission to administer this. Ask another administrator to make it.';

/**
 * Called inside the transaction of a change that may touch the caller's own grants (their roles,
 * a role they hold, their user grants): throwing rolls it back, so an administrator cannot lock
 * themself out of what they just used.
 */
export async function keepsOwnAccess(tx: DbOrTx, userId: string, policy: string): Promise<void> {
  const user = await findUser(tx, userId);
  const policies = user ? await grantedPoliciesOf(tx, user) : {};
  if (!policies[policy]) throw new BusinessError(OWN_ACCESS_LOST);
}

export const MORE_POWERFUL_USER =
  'This user holds permissions you do not have: ask an administrator who has them.';
export const MORE_POWERFUL_ROLE = 'You cannot give a role with permissions you do not have.';

/**
 * Against privilege escalation through another account: whoever may edit users must not take
 * over one that can do more (set its password, lock it out of the way, delete it), nor hand out
 * a role that grants more than they hold themself.
 */
export async function refuseBeyondOwn(
  db: DbOrTx,
  callerId: string,
  target: { user?: GrantHolder; roleNames?: readonly string[]; tenantId: string | null },
): Promise<void> {
  const caller = await findUser(db, callerId);
  const mine = caller ? await grantedPoliciesOf(db, caller) : {};
  if (target.user) {
    const theirs = await grantedPoliciesOf(db, target.user);
    if (Object.keys(theirs).some((p) => !mine[p])) throw new BusinessError(MORE_POWERFUL_USER);
  }
  if (target.roleNames?.length) {
    const probe = { id: '', tenantId: target.tenantId, roles: target.roleNames };
    const given = await grantedPoliciesOf(db, probe);
    if (Object.keys(given).some((p) => !mine[p])) throw new BusinessError(MORE_POWERFUL_ROLE);
  }
}
