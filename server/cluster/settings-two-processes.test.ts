import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSwitch } from '../../src/api/contract/payments.ts';
import { SOCIAL_SETTINGS } from '../../src/api/contract/support.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { bill, request } from '../db/schema.ts';
import { demoUserPhones } from '../modules/identity/demo-users.ts';
import { findUserByPhone } from '../modules/identity/users.ts';
import { SWITCH_OFF } from '../modules/payments/messages.ts';
import { FULL_SCOPE } from '../test/auth-helpers.ts';
import { call, signIn, tokenCall, type Served } from '../test/cluster-fixtures.ts';
import { runCleanups, serverLocation, spawnServer, type Cleanups } from '../test/server-process.ts';

// Issue 29: a setting changed through one server process is in force in another on the same
// PostgreSQL at once, with no restart. Two real demo servers; PGlite serves one process per data
// directory, so there this file is skipped.

const SETTINGS = '/api/setting-management/gotrack';
const CONFIG = '/api/abp/application-configuration';
const SMS_SWITCH = paymentSwitch('SmsBundleRenewalRequest');
const FACEBOOK = SOCIAL_SETTINGS.facebook;
const cleanups: Cleanups = [];
let db: DatabaseHandle;
let a: Served;
let b: Served;

const clientValues = async (to: Served) =>
  (JSON.parse((await call(to, CONFIG)).text) as { setting: { values: Record<string, string> } })
    .setting.values;

describe.skipIf(!process.env.DATABASE_URL)('settings on two server processes', () => {
  beforeAll(async () => {
    const { env, location } = await serverLocation(cleanups);
    Object.assign(env, { DEMO: '1', HOST: '127.0.0.1', ADMIN_PASSWORD: 'Admin123!' });
    const start = async (name: string) => {
      const process = spawnServer({ ...env, LOG_LEVEL: 'info' });
      cleanups.push(() => process.stop());
      return { name, process, origin: (await process.listening()).origin };
    };
    // One after the other: the first seeds, the second finds the data (what is tested is the
    // settings, not a first start's race).
    a = await start('A');
    b = await start('B');
    db = await openDatabase(location);
    cleanups.push(() => db.close());
  }, 90_000);
  afterAll(() => runCleanups(cleanups), 30_000);

  it('a change made through A is what B serves and enforces, at once', async () => {
    const admin = await tokenCall(a, {
      grant_type: 'password',
      username: 'admin',
      password: 'Admin123!',
      scope: FULL_SCOPE,
    });
    expect(admin.status).toBe(200);
    const phone = demoUserPhones(0).owner;
    const { access_token: owner } = (await signIn(b, b, phone)).body;
    const ownerRow = (await findUserByPhone(db.db, null, phone))!;
    const [row] = await db.db
      .insert(request)
      .values({
        type: 'SmsBundleRenewalRequest',
        stage: 'Payment',
        status: 'Pending',
        userId: ownerRow.id,
        payload: { smsBundleId: 'x' },
      })
      .returning({ id: request.id });
    await db.db.insert(bill).values({
      ...{ requestId: row!.id, lineItems: [], appliedDiscounts: [] },
      ...{ totalBeforeDiscounts: 100, total: 100 },
    });
    const pay = (to: Served) =>
      call(to, '/api/app/payment/payMultipleRequests', {
        token: owner,
        json: { requestIds: [row!.id], language: 'en', savedCards: true },
      });
    expect(await clientValues(b)).toMatchObject({ [SMS_SWITCH]: 'True', [FACEBOOK]: null });

    const changed = await call(a, SETTINGS, {
      method: 'PUT',
      token: admin.body.access_token,
      json: { values: { [FACEBOOK]: 'https://facebook.com/cluster', [SMS_SWITCH]: 'False' } },
    });
    expect(changed.status).toBe(204);

    expect(await clientValues(b)).toMatchObject({
      [SMS_SWITCH]: 'False',
      [FACEBOOK]: 'https://facebook.com/cluster',
    });
    const refused = await pay(b);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error.message).toBe(SWITCH_OFF);
    const history = await call(b, `${SETTINGS}/changes`, { token: admin.body.access_token });
    const names = (JSON.parse(history.text) as { items: { name: string }[] }).items.map(
      (i) => i.name,
    );
    expect(names.sort()).toEqual([FACEBOOK, SMS_SWITCH].sort());

    // And back on, through B this time: A's next payment goes through.
    await call(b, SETTINGS, {
      method: 'PUT',
      token: admin.body.access_token,
      json: { values: { [SMS_SWITCH]: 'True' } },
    });
    expect((await pay(a)).status).toBe(200);
  });
});
