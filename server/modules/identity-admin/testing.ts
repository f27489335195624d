import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, FULL_SCOPE, recordingSms, tokenRequest } from '../../test/auth-helpers.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN_PASSWORD } from '../identity/seed.ts';
import { hashPassword } from '../identity/passwords.ts';
import { createUser } from '../identity/users.ts';
import { seedTenantAdminRole } from '../permissions/seed.ts';
import { createTenant } from '../tenants/service.ts';

// The callers every administration endpoint is tested with (issue 17 acceptance): nobody, a
// signed-in host user without permissions, the host administrator, and the administrator of
// another tenant (who must not reach the host's roles and users: 404 like unknown ids).

export const PASSWORD = 'Secret123!';
export type Caller = 'anonymous' | 'plain' | 'admin' | 'otherAdmin';

export async function adminApp() {
  const sms = recordingSms();
  const t = await setupTestApp({
    config: { multiTenancy: true, otpIpHourlyLimit: 1e6 },
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
  });
  const db = t.database.db;
  const signIn = async (username: string, password: string, headers = {}) => {
    const res = await tokenRequest(
      t.app,
      { grant_type: 'password', username, password, scope: FULL_SCOPE },
      headers,
    );
    return res.body.access_token ? bearer(res.body.access_token) : null;
  };
  const hash = await hashPassword(PASSWORD);
  const plainUser = await createUser(db, {
    tenantId: null,
    userName: 'plain',
    email: 'plain@example.com',
    passwordHash: hash,
  });
  const other = await createTenant(db, 'Other');
  await seedTenantAdminRole(db, other.id);
  await createUser(db, {
    tenantId: other.id,
    userName: 'admin',
    email: 'admin@other.example.com',
    roles: ['admin'],
    passwordHash: hash,
  });
  const as: Record<Caller, Record<string, string>> = {
    anonymous: {},
    plain: (await signIn('plain', PASSWORD))!,
    admin: (await signIn('admin', DEMO_ADMIN_PASSWORD))!,
    otherAdmin: (await signIn('admin', PASSWORD, { __tenant: other.id }))!,
  };
  const call = (
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return { t, db, as, call, signIn, sms, plainUser, otherTenantId: other.id };
}

export type AdminApp = Awaited<ReturnType<typeof adminApp>>;

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  /** What the host administrator gets. */
  admin: number;
  /** What another tenant's administrator gets (404 for the host's ids, else their own answer). */
  otherAdmin: number;
}

/** Anonymous 401, no permission 403, then the other tenant, the administrator last. */
export async function checkMatrix(h: AdminApp, row: MatrixRow): Promise<void> {
  const order: Caller[] = ['anonymous', 'plain', 'otherAdmin', 'admin'];
  const got: Partial<Record<Caller, number>> = {};
  for (const who of order) {
    got[who] = (await h.call(row.method, row.url(), h.as[who], row.body?.())).statusCode;
  }
  expect({ row: `${row.method} ${row.url()}`, ...got }).toEqual({
    row: `${row.method} ${row.url()}`,
    anonymous: 401,
    plain: 403,
    otherAdmin: row.otherAdmin,
    admin: row.admin,
  });
}
