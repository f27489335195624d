import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_CLAIMS as C } from '../../src/api/contract/identity.ts';
import type { AssociationType } from '../modules/track-accounts/associations.ts';
import type { SigningJwk } from './secrets.ts';

/** The API audience: the `aud` of every access token, named after the app like ABP's API scope. */
export const API_AUDIENCE = 'GoTrack';
/** Resource indicator of the API (oidc-provider issues JWT access tokens only for a resource). */
export const API_RESOURCE = 'urn:gotrack:api';

/** Who a verified access token speaks for. */
export interface AuthUser {
  userId: string;
  tenantId: string | null;
  roles: string[];
  phoneNumber: string | null;
  profileRequiresUpdate: boolean;
  /** Set when the token was requested with a `TrackAccountId` header (spec part 1 §6). */
  trackAccountId: string | null;
  associationType: AssociationType | null;
  scopes: string[];
  /** The raw claims, for the userinfo endpoint. */
  claims: JWTPayload;
}

export type AccessTokenVerifier = (token: string) => Promise<AuthUser | null>;

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function toAuthUser(claims: JWTPayload): AuthUser | null {
  const userId = str(claims.sub);
  if (!userId) return null;
  const roles = claims[C.role];
  const association = claims[C.associationType];
  return {
    userId,
    tenantId: str(claims[C.tenantId]),
    roles: Array.isArray(roles) ? roles.filter((r) => typeof r === 'string') : [],
    phoneNumber: str(claims[C.phoneNumber]),
    profileRequiresUpdate: claims[C.profileRequiresUpdate] === true,
    trackAccountId: str(claims[C.trackAccountId]),
    associationType: association === 'Owner' || association === 'Observer' ? association : null,
    scopes: (str(claims.scope) ?? '').split(' ').filter(Boolean),
    claims,
  };
}

/**
 * Verifies our own JWT access tokens locally (signature, issuer, audience, expiry) with the keys
 * in memory: no call to the provider, no database round trip.
 */
export function accessTokenVerifier(issuer: string, keys: SigningJwk[]): AccessTokenVerifier {
  const jwks = createLocalJWKSet({ keys });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        clockTolerance: 5,
      });
      return toAuthUser(payload);
    } catch {
      return null;
    }
  };
}
