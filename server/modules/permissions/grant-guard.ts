import type { AuthUser } from '../../auth/access-token.ts';
import { BusinessError } from '../../http/errors.ts';
import { findUser } from '../identity/users.ts';
import { refuseBeyondOwn } from '../identity-admin/self-guard.ts';
import { grantedPoliciesOf, type DbOrTx } from './store.ts';
import { ownProvider, type Provider } from './provider.ts';

export const OWN_GRANTS =
  'You cannot change your own permissions or those of a role you are in. Ask another administrator.';
export const STATIC_ROLE_GRANTS =
  'The admin role always has every permission: its permissions cannot be changed.';
export const MORE_POWERFUL_ROLE_GRANTS =
  'This role holds permissions you do not have: ask an administrator who has them.';
export const NOT_YOURS_TO_GRANT = 'You can only grant permissions you have yourself.';

/**
 * Who may change whose grants (README, "Administration: roles, users and permissions"). Managing
 * permissions is a delegated power, never a way to more of it: nobody changes the grants of a
 * provider they belong to (their own user, a role they are in), the static admin role (it is given
 * every permission at each start, so a change would only last until then), nor a user or role that
 * holds anything they lack; and nobody grants what they do not hold. Throws 403.
 */
export async function refuseGrantChange(
  db: DbOrTx,
  caller: AuthUser,
  provider: Provider,
  changes: readonly { name: string; isGranted: boolean }[],
): Promise<void> {
  const callerRow = await findUser(db, caller.userId);
  if (!callerRow || ownProvider(caller, callerRow.roles, provider)) {
    throw new BusinessError(OWN_GRANTS);
  }
  if (provider.kind === 'R' && provider.isStatic) throw new BusinessError(STATIC_ROLE_GRANTS);
  const mine = await grantedPoliciesOf(db, callerRow);
  if (provider.kind === 'U') {
    await refuseBeyondOwn(db, caller.userId, { user: provider.user, tenantId: caller.tenantId });
  } else {
    const probe = { id: '', tenantId: caller.tenantId, roles: [provider.key] };
    const theirs = await grantedPoliciesOf(db, probe);
    if (Object.keys(theirs).some((p) => !mine[p])) {
      throw new BusinessError(MORE_POWERFUL_ROLE_GRANTS);
    }
  }
  if (changes.some((c) => c.isGranted && !mine[c.name])) {
    throw new BusinessError(NOT_YOURS_TO_GRANT);
  }
}
