import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pushMessage, pushTargetUrl } from '../../src/api/contract/push.ts';
import { NOTIFICATIONS_STALE as APP_STALE } from '../../src/features/notifications/components/stale-message.ts';
import { NOTIFICATIONS_STALE as WORKER_STALE, readPushMessage } from '../../sw/push.ts';

// The worker reads pushes without importing src/ (it is built on its own): it must accept what
// the contract's `pushMessage` accepts, and the app must hear the message the worker posts.

const VEHICLE = '22222222-2222-4222-8222-222222222222';
const ACCOUNT = '33333333-3333-4333-8333-333333333333';
const valid = z.parse(pushMessage, {
  notificationId: '11111111-1111-4111-8111-111111111111',
  title: 'Speed',
  body: 'Over 80',
  alertType: 'ExceedingSpeed',
  vehicleId: VEHICLE,
  trackAccountId: ACCOUNT,
  time: '2026-11-26T15:04:00Z',
  tag: `${VEHICLE}:ExceedingSpeed`,
  url: pushTargetUrl(VEHICLE, ACCOUNT),
  language: 'en',
});

describe('the worker and the push contract', () => {
  it('reads every message the contract accepts, with or without a vehicle', () => {
    expect(readPushMessage(JSON.stringify(valid))).toEqual(valid);
    const noVehicle = { ...valid, vehicleId: null, url: pushTargetUrl(null, ACCOUNT) };
    expect(readPushMessage(JSON.stringify(noVehicle))).toEqual(noVehicle);
  });
  it('refuses what the contract refuses for the fields it uses', () => {
    for (const bad of [{ language: 'fr' }, { title: 3 }, { vehicleId: 7 }]) {
      const raw = { ...valid, ...bad };
      expect(z.safeParse(pushMessage, raw).success).toBe(false);
      expect(readPushMessage(JSON.stringify(raw))).toBeNull();
    }
  });
  it('posts the message name the notifications screen listens for', () => {
    expect(WORKER_STALE).toBe(APP_STALE);
  });
});
