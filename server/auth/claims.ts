import type { Account, AccountClaims } from 'oidc-provider';
import { ACCESS_TOKEN_CLAIMS as C } from '../../src/api/contract/identity.ts';
import type { Db } from '../db/client.ts';
import {
  findUser,
  mayChooseOwnPassword,
  profileRequiresUpdate,
  type UserRow,
} from '../modules/identity/users.ts';
import type { ActiveAssociation } from '../modules/track-accounts/associations.ts';

/** Which claims each scope releases (id token, userinfo), ABP's names (abp-conventions §9). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'preferred_username', 'given_name', 'family_name', 'locale', C.tenantId],
  email: ['email', 'email_verified'],
  phone: [C.phoneNumber, 'phone_number_verified'],
  roles: [C.role],
};

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** Every claim a user has; oidc-provider (or our userinfo) keeps those of the granted scopes. */
export function userClaims(user: UserRow): AccountClaims {
  return defined({
    sub: user.id,
    name: user.userName,
    preferred_username: user.userName,
    given_name: user.firstName,
    family_name: user.lastName,
    locale: user.language,
    [C.tenantId]: user.tenantId,
    email: user.email,
    email_verified: user.email ? user.emailVerified : null,
    [C.phoneNumber]: user.phoneNumber,
    phone_number_verified: user.phoneNumber ? user.phoneVerified : null,
    [C.role]: user.roles,
  }) as AccountClaims;
}

export function claimsForScopes(user: UserRow, scopes: Iterable<string>): Record<string, unknown> {
  const all = userClaims(user) as Record<string, unknown>;
  const allowed = new Set<string>(['sub']);
  for (const scope of scopes) {
    for (const claim of SCOPE_CLAIMS[scope as keyof typeof SCOPE_CLAIMS] ?? []) allowed.add(claim);
  }
  return Object.fromEntries(Object.entries(all).filter(([k]) => allowed.has(k)));
}

export function toAccount(user: UserRow): Account {
  return { accountId: user.id, claims: () => userClaims(user) };
}

/** Claims of our access tokens beyond the standard ones; recomputed on every refresh. */
export function accessTokenClaims(
  user: UserRow,
  association: ActiveAssociation | null,
): Record<string, unknown> {
  return defined({
    [C.phoneNumber]: user.phoneNumber,
    [C.profileRequiresUpdate]: profileRequiresUpdate(user),
    // Only while it holds: a holder's own first password (users.ts `mayChooseOwnPassword`).
    [C.setOwnPassword]: mayChooseOwnPassword(user) || null,
    [C.tenantId]: user.tenantId,
    [C.role]: user.roles,
    [C.trackAccountId]: association?.trackAccountId,
    [C.associationType]: association?.associationType,
  });
}

/** A deleted (anonymised) user is no account: their remaining tokens stop working. */
export async function findAccount(db: Db, id: string): Promise<Account | undefined> {
  const user = await findUser(db, id);
  return user ? toAccount(user) : undefined;
}
