// The demo users' phone numbers, without dependencies: the seed, the start-up banner and the e2e
// helpers (tests/e2e/demo-helpers.ts) read them from here.

/** Demo sign-ins, printed in the start-up banner. */
export const DEMO_OWNER_PHONE = '+963944000001';
export const DEMO_OBSERVER_PHONE = '+963944000002';

/**
 * The phones of demo user set `n`: set 0 is the owner and observer above; sets 1… exist only when
 * DEMO_EXTRA_USERS asks for them. Each extra set holds the same places as set 0 (owner of both
 * demo accounts, observer of "Demo Logistics" watching the same vehicles), so parallel e2e workers
 * sign in as different users and never replace each other's one-time code.
 */
export function demoUserPhones(n: number): { owner: string; observer: string } {
  if (n === 0) return { owner: DEMO_OWNER_PHONE, observer: DEMO_OBSERVER_PHONE };
  const suffix = String(n).padStart(3, '0');
  return { owner: `+963944001${suffix}`, observer: `+963944002${suffix}` };
}
