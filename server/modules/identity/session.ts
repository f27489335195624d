import { optionalUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { ANONYMOUS_USER, type SessionResolver } from '../../http/session.ts';
import { findTenantById } from '../tenants/service.ts';
import { grantedPoliciesOf } from '../permissions/store.ts';
import { findUser } from './users.ts';

/**
 * The caller as application configuration shows them, from the verified bearer token. A missing,
 * invalid or expired token, or a deleted account, is simply anonymous here, never an error.
 */
export function bearerSessionResolver(db: Db): SessionResolver {
  return async (req) => {
    const caller = optionalUser(req);
    const user = caller ? await findUser(db, caller.userId) : null;
    const tenantId = user ? user.tenantId : req.tenantId;
    const tenantName = tenantId ? ((await findTenantById(db, tenantId))?.name ?? null) : null;
    if (!user) return { currentUser: ANONYMOUS_USER, grantedPolicies: {}, tenantId, tenantName };
    return {
      currentUser: {
        ...ANONYMOUS_USER,
        isAuthenticated: true,
        id: user.id,
        tenantId: user.tenantId,
        userName: user.userName,
        name: user.firstName,
        surName: user.lastName,
        email: user.email,
        emailVerified: user.emailVerified,
        phoneNumber: user.phoneNumber,
        phoneNumberVerified: !!user.phoneNumber,
        roles: user.roles,
      },
      // Read on every configuration request: a grant changed a moment ago shows at once.
      grantedPolicies: await grantedPoliciesOf(db, user),
      tenantId,
      tenantName,
    };
  };
}
