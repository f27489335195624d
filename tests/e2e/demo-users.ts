import { test } from '@playwright/test';
import { demoUserPhones } from '../../server/modules/identity/demo-users.ts';

// Dependency-light (playwright.config.ts imports it for DEMO_EXTRA_USERS).

// The users the demo server seeds: the owner has "Demo Logistics" (business, 23 vehicles: 20
// driven by the simulator, 3 waiting for real trackers) and "Sami's car" (personal, 5); the
// observer watches 3 vehicles of "Demo Logistics".
export const OWNER = 'owner';
export const OBSERVER = 'observer';
export type DemoRole = typeof OWNER | typeof OBSERVER;

/**
 * How many extra owner/observer pairs the e2e server seeds (DEMO_EXTRA_USERS in
 * playwright.config.ts): one set per worker slot, for up to this many more workers than one.
 */
export const DEMO_EXTRA_USERS = 8;

/**
 * The phone of this worker's demo owner or observer. Each worker slot (`parallelIndex`) signs in
 * as its own users, who hold the same places in the same demo accounts: when all workers shared
 * one owner, a code asked for by one worker between another's "Send code" and "Verify" replaced
 * that one (the newest code counts), its token request was refused with 400 and the sign-in had
 * to be retried. Within one worker the tests run one after another, so a code is never replaced.
 */
export function demoPhone(role: DemoRole): string {
  const slot = test.info().parallelIndex;
  if (slot > DEMO_EXTRA_USERS) {
    throw new Error(`worker slot ${slot} has no demo users: raise DEMO_EXTRA_USERS`);
  }
  return demoUserPhones(slot)[role];
}
