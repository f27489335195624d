import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../src/api/contract/abp.ts';

/** Who is calling, as ABP's application configuration describes it. */
export interface RequestSession {
  currentUser: CurrentUser;
  grantedPolicies: Record<string, boolean>;
  tenantId: string | null;
  /** Name of that tenant, when known (application configuration's currentTenant). */
  tenantName?: string | null;
}

/**
 * Resolves the caller of a request. `buildApp` uses the bearer-token resolver of the identity
 * module (server/modules/identity/session.ts) unless a test passes its own.
 */
export type SessionResolver = (req: FastifyRequest) => Promise<RequestSession>;

export const ANONYMOUS_USER: CurrentUser = {
  isAuthenticated: false,
  id: null,
  tenantId: null,
  impersonatorUserId: null,
  impersonatorTenantId: null,
  impersonatorUserName: null,
  impersonatorTenantName: null,
  userName: null,
  name: null,
  surName: null,
  email: null,
  emailVerified: false,
  phoneNumber: null,
  phoneNumberVerified: false,
  roles: [],
};

export const anonymousSession: SessionResolver = async () => ({
  currentUser: ANONYMOUS_USER,
  grantedPolicies: {},
  tenantId: null,
});
