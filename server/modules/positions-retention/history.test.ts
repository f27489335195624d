import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_HISTORY_RETENTION } from '../../../src/api/contract/setting-rules.ts';
import { notification, position } from '../../db/schema.ts';
import { bearer, tokenRequest } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/cluster-fixtures.ts';
import { addVehicles, testLog, user } from '../../test/engine-fixtures.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { setOwnValue } from '../features/store.ts';
import { DEMO_ADMIN_PASSWORD } from '../identity/seed.ts';
import { createUser } from '../identity/users.ts';
import { writeFixes } from '../ingest/writer.ts';
import { createTenant } from '../tenants/service.ts';
import { createTrackAccount } from '../track-accounts/associations.ts';
import { keepHistory } from './history.ts';
import { startPositionRetention } from './schedule.ts';

// GoTrack.HistoryRetentionDays enforced (issue 29): the host's days, a tenant's own, the
// POSITION_RETENTION_DAYS cap, positions and notifications alike. PGlite and PostgreSQL.

const DAY = 86_400_000;
let t: TestApp;
let admin: Record<string, string>;
let owner: string;
let host: { account: string; vehicle: string };
let short: { account: string; vehicle: string; tenant: string };

async function fleet(tenantId: string | null, userId: string | null) {
  const account = await createTrackAccount(t.database.db, {
    name: `Fleet ${tenantId ?? 'host'}`,
    accountType: 'Business',
    tenantId,
    members: userId ? [{ userId, associationType: 'Owner' }] : [],
  });
  const [vehicle] = await addVehicles(t.database.db, account, 1);
  return { account, vehicle: vehicle! };
}

beforeAll(async () => {
  t = await setupTestApp({ config: { multiTenancy: true } });
  const signIn = await tokenRequest(t.app, {
    grant_type: 'password',
    username: 'admin',
    password: DEMO_ADMIN_PASSWORD,
  });
  admin = bearer(signIn.body.access_token);
  owner = (await createUser(t.database.db, user('Keeper'))).id;
  host = await fleet(null, owner);
  const tenant = await createTenant(t.database.db, 'Short memory');
  short = { ...(await fleet(tenant.id, null)), tenant: tenant.id };
});
afterAll(() => t.close());

const ago = (days: number, now = Date.now()) => new Date(now - days * DAY);
const fix = (vehicleId: string, time: Date) => ({
  ...{ vehicleId, time, lat: 33.5, lon: 36.3, speed: 20 },
  ...{ bearing: null, altitude: null, accuracy: null },
});
let events = 0;
const alertAt = (trackAccountId: string, time: Date) =>
  t.database.db.insert(notification).values({
    ...{ trackAccountId, userId: owner, alertType: 'ExceedingSpeed', time },
    ...{ details: { speed: 130 }, eventKey: `retention-${++events}` },
  });

/** Days ago of a vehicle's positions, or of an account's notifications, newest first. */
async function daysKept(kind: 'positions' | 'notifications', id: string, now: number) {
  const times =
    kind === 'positions'
      ? await t.database.db
          .select({ time: position.time })
          .from(position)
          .where(eq(position.vehicleId, id))
      : await t.database.db
          .select({ time: notification.time })
          .from(notification)
          .where(eq(notification.trackAccountId, id));
  return times.map((r) => Math.round((now - r.time.getTime()) / DAY)).sort((a, b) => a - b);
}

describe('history retention', () => {
  it('keeps each tenant’s history its own days and the host’s days for the rest', async () => {
    const now = Date.now();
    await setOwnValue(t.database.db, null, SETTING_HISTORY_RETENTION, '90');
    await setOwnValue(t.database.db, short.tenant, SETTING_HISTORY_RETENTION, '30');
    const at = (days: number) => ago(days, now);
    await writeFixes(t.database.db, [
      ...[200, 40, 10].map((d) => fix(host.vehicle, at(d))),
      ...[40, 10].map((d) => fix(short.vehicle, at(d))),
    ]);
    for (const d of [100, 40]) await alertAt(host.account, at(d));
    for (const d of [40, 10]) await alertAt(short.account, at(d));

    const run = await keepHistory(t.database.db, null, new Date(now));
    expect(run.longestDays).toBe(90);
    expect(await daysKept('positions', host.vehicle, now)).toEqual([10, 40]);
    expect(await daysKept('positions', short.vehicle, now)).toEqual([10]);
    expect(await daysKept('notifications', host.account, now)).toEqual([40]);
    expect(await daysKept('notifications', short.account, now)).toEqual([10]);
    // Nothing more to do on a second run.
    expect(await keepHistory(t.database.db, null, new Date(now))).toMatchObject({
      deleted: 0,
      notifications: 0,
    });
  });

  it('keeps nothing longer than POSITION_RETENTION_DAYS, whatever the setting says', async () => {
    const now = Date.now();
    await writeFixes(t.database.db, [fix(host.vehicle, ago(35, now))]);
    const run = await keepHistory(t.database.db, 30, new Date(now));
    expect(run.longestDays).toBe(30);
    expect(await daysKept('positions', host.vehicle, now)).toEqual([10]);
    expect(await daysKept('notifications', host.account, now)).toEqual([]);
  });

  it('applies a retention changed on the settings screen at once, not at the next day’s run', async () => {
    const retention = startPositionRetention({ db: t.database.db, capDays: null, log: testLog });
    try {
      await retention.ready;
      const now = Date.now();
      await writeFixes(t.database.db, [fix(host.vehicle, ago(50, now))]);
      await retention.ready;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/setting-management/gotrack',
        headers: admin,
        payload: { values: { [SETTING_HISTORY_RETENTION]: '30' } },
      });
      expect(res.statusCode).toBe(204);
      await eventually('the 50-day-old position is gone', async () =>
        (await daysKept('positions', host.vehicle, now)).includes(50) ? undefined : true,
      );
      expect(await daysKept('positions', host.vehicle, now)).toEqual([10]);
    } finally {
      await retention.stop();
    }
  });
});
