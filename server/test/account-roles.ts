import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { vehicle } from '../db/schema.ts';
import { findOrCreateUserByPhone, updateUser } from '../modules/identity/users.ts';
import { createTrackAccount } from '../modules/track-accounts/associations.ts';
import { grantDemoPlan } from '../modules/vehicles/seed.ts';
import { BUSINESS, OBSERVER, OWNER, trackingApp } from './tracking-helpers.ts';

// The callers every account-scoped endpoint is tested with (DESIGN.md "Testing"): nobody, a
// signed-in user of no account, the demo observer and owner of "Demo Logistics", and the owner
// of another business account with vehicles of its own.

export const STRANGER = '+963944000444';
export const OTHER_OWNER = '+963944000333';
export const OTHER_ACCOUNT = 'Other fleet';
export const ROLES = ['anonymous', 'stranger', 'observer', 'owner', 'otherOwner'] as const;
export type Role = (typeof ROLES)[number];

/** Another business account, owned by OTHER_OWNER, with a plan and two vehicles. */
async function seedOtherAccount(db: Db): Promise<string> {
  // A user who signed up with a code: the number is proven.
  const user = await findOrCreateUserByPhone(db, null, OTHER_OWNER, true);
  await updateUser(db, user.id, { firstName: 'Huda', lastName: 'Other', email: 'h@example.com' });
  const accountId = await createTrackAccount(db, {
    name: OTHER_ACCOUNT,
    accountType: 'Business',
    tenantId: null,
    members: [{ userId: user.id, associationType: 'Owner' }],
  });
  await grantDemoPlan(db, accountId);
  await db.insert(vehicle).values(
    [1, 2].map((n) => ({
      trackAccountId: accountId,
      licensePlateSerial: String(900_000 + n),
      licensePlateSubClass: 'Homs Private',
      colorHex: '#000000',
      trackingDeviceId: `other-00${n}`,
    })),
  );
  return accountId;
}

/** The tracking app with the other account, and every role signed in. */
export async function rolesApp(options: Parameters<typeof trackingApp>[0] = {}) {
  const ctx = await trackingApp(options);
  await seedOtherAccount(ctx.db);
  const as: Record<Role, Record<string, string>> = {
    anonymous: {},
    stranger: await ctx.headersFor(STRANGER),
    observer: await ctx.headersFor(OBSERVER, BUSINESS),
    owner: await ctx.headersFor(OWNER, BUSINESS),
    otherOwner: await ctx.headersFor(OTHER_OWNER, OTHER_ACCOUNT),
  };
  const call = (
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    ctx.t.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
  /** `phone` accepts the invitation `id` (the observer's association id) an owner sent. */
  const accept = async (phone: string, id: string) => {
    const url = `/api/app/observerInvitation/${id}/accept`;
    const res = await call('POST', url, await ctx.headersFor(phone));
    if (res.statusCode !== 204) throw new Error(`accept ${res.statusCode}: ${res.body}`);
  };
  return { ...ctx, as, call, accept };
}
