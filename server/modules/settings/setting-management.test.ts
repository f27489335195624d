import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettingName } from '../../../src/api/contract/payment-switches.ts';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import {
  SETTING_ALERTS_TIME_ZONE,
  SETTING_HISTORY_RETENTION,
  SETTING_MAILING_AVAILABLE,
  SETTING_MIN_STOP_MINUTES,
  SETTING_ROUTE_CORRIDOR_METERS,
  goTrackSettings,
  settingChange,
} from '../../../src/api/contract/setting-management.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../src/api/contract/support.ts';
import { adminApp, checkMatrix, type AdminApp } from '../identity-admin/testing.ts';
import { setGrants } from '../permissions/store.ts';

const URL = '/api/setting-management/gotrack';
const FACEBOOK = SOCIAL_SETTINGS.facebook;
const BUSINESS_SWITCH = paymentSettingName('BusinessRequest');

let h: AdminApp;
beforeAll(async () => {
  h = await adminApp();
});
afterAll(() => h.t.close());

const put = (values: Record<string, unknown>, who = h.as.admin, headers = {}) =>
  h.call('PUT', URL, { ...who, ...headers }, { values });
const read = async () => goTrackSettings.parse((await h.call('GET', URL, h.as.admin)).json());
const changes = async (query = '') => {
  const res = await h.call('GET', `${URL}/changes${query}`, h.as.admin);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ items: unknown[]; totalCount: number }>();
  return { ...body, items: body.items.map((i) => settingChange.parse(i)) };
};
const clientValues = async (headers: Record<string, string> = {}) =>
  (await h.call('GET', '/api/abp/application-configuration', headers)).json<{
    setting: { values: Record<string, string | null> };
    features: { values: Record<string, string> };
  }>();

describe('who may read and change the GoTrack settings', () => {
  it('the host administrator only: anonymous 401, others 403 before any value is looked at', async () => {
    const bad = { values: { [FACEBOOK]: 'javascript:alert(1)' } };
    for (const row of [
      { method: 'GET' as const, url: () => URL, admin: 200, otherAdmin: 403 },
      { method: 'GET' as const, url: () => `${URL}/changes`, admin: 200, otherAdmin: 403 },
      {
        method: 'PUT' as const,
        url: () => URL,
        body: () => ({ values: {} }),
        admin: 204,
        otherAdmin: 403,
      },
      // Whoever may not change them is refused as such, never told what is wrong with the value.
      { method: 'PUT' as const, url: () => URL, body: () => bad, admin: 400, otherAdmin: 403 },
    ]) {
      await checkMatrix(h, row);
    }
  });

  it('a host user granted GoTrack.SettingManagement alone may; the test e-mail needs its own', async () => {
    await setGrants(h.db, null, 'U', h.plainUser.id, [
      { name: PERMISSIONS.settingManagement, isGranted: true },
    ]);
    expect((await h.call('GET', URL, h.as.plain)).statusCode).toBe(200);
    expect((await put({ [SETTING_MIN_STOP_MINUTES]: '7' }, h.as.plain)).statusCode).toBe(204);
    const test = { targetEmailAddress: 'ops@example.com', subject: 'Test' };
    const mail = '/api/setting-management/emailing/send-test-email';
    expect((await h.call('POST', mail, h.as.plain, test)).statusCode).toBe(403);
    const [last] = (await changes()).items;
    expect(last).toMatchObject({ name: SETTING_MIN_STOP_MINUTES, userName: 'plain' });
    await setGrants(h.db, null, 'U', h.plainUser.id, [
      { name: PERMISSIONS.settingManagement, isGranted: false },
    ]);
    expect((await h.call('GET', URL, h.as.plain)).statusCode).toBe(403);
  });
});

describe('the GoTrack settings', () => {
  it('reads every value with its default, and what the server decides, read-only', async () => {
    const { values, server } = await read();
    expect(values).toMatchObject({
      [BUSINESS_SWITCH]: 'True', // demo mode: the sandbox takes payments
      [FACEBOOK]: null,
      [SETTING_SUPPORT_PHONE]: '+963110000000',
      [SETTING_ROUTE_CORRIDOR_METERS]: '100',
      [SETTING_ALERTS_TIME_ZONE]: 'Asia/Damascus',
      [SETTING_HISTORY_RETENTION]: '365',
    });
    expect(server).toMatchObject({
      paymentProvider: 'sandbox',
      mailConfigured: false,
      mailToLog: true,
      retentionCapDays: null,
    });
  });

  it('stores checked values in their canonical form, in force for every client at once', async () => {
    const res = await put({
      [FACEBOOK]: 'https://facebook.com/gotrack',
      [BUSINESS_SWITCH]: 'false',
      [SETTING_SUPPORT_PHONE]: '0933 123 456',
      [SETTING_ALERTS_TIME_ZONE]: 'europe/berlin',
      [SETTING_ROUTE_CORRIDOR_METERS]: '250',
      [SETTING_HISTORY_RETENTION]: '90',
    });
    expect(res.statusCode).toBe(204);
    const { values } = await read();
    expect(values).toMatchObject({
      [FACEBOOK]: 'https://facebook.com/gotrack',
      [BUSINESS_SWITCH]: 'False',
      [SETTING_SUPPORT_PHONE]: '+963933123456',
      [SETTING_ALERTS_TIME_ZONE]: 'Europe/Berlin',
      [SETTING_ROUTE_CORRIDOR_METERS]: '250',
      [SETTING_HISTORY_RETENTION]: '90',
    });
    // Anonymous visitors and a tenant's users read the host's client-visible values as before.
    for (const who of [{}, h.as.otherAdmin]) {
      const config = await clientValues(who);
      expect(config.setting.values).toMatchObject({
        [FACEBOOK]: 'https://facebook.com/gotrack',
        [BUSINESS_SWITCH]: 'False',
        [SETTING_SUPPORT_PHONE]: '+963933123456',
      });
      // Server-side settings stay on the server.
      expect(config.setting.values[SETTING_ROUTE_CORRIDOR_METERS]).toBeUndefined();
    }
    expect((await clientValues(h.as.admin)).features.values[SETTING_HISTORY_RETENTION]).toBe('90');
  });

  it('records each change with who made it and the value before and after', async () => {
    const before = (await changes()).totalCount;
    await put({ [FACEBOOK]: 'https://facebook.com/gotrack2', [BUSINESS_SWITCH]: 'False' });
    const { items, totalCount } = await changes('?maxResultCount=1');
    // The switch was False already: only the link changed.
    expect(totalCount).toBe(before + 1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: FACEBOOK,
      oldValue: 'https://facebook.com/gotrack',
      newValue: 'https://facebook.com/gotrack2',
      userName: 'admin',
    });
    expect(Date.now() - Date.parse(items[0]!.changedAt)).toBeLessThan(60_000);
    // null puts the default back, recorded as such.
    await put({ [FACEBOOK]: null });
    expect((await read()).values[FACEBOOK]).toBeNull();
    expect((await changes('?maxResultCount=1')).items[0]).toMatchObject({
      oldValue: 'https://facebook.com/gotrack2',
      newValue: null,
    });
  });

  it('refuses a wrong value naming the field, in the caller’s language, and stores none of the list', async () => {
    const cases: [string, string, RegExp][] = [
      [FACEBOOK, 'http://facebook.com/x', /Facebook link must be a web address/],
      [SOCIAL_SETTINGS.telegram, 'javascript:alert(1)', /Telegram link/],
      // A right-to-left override would show customers another address than the one opened.
      [SOCIAL_SETTINGS.whatsApp, 'https://wa.me/\u202Egnp.exe', /WhatsApp link/],
      [SETTING_SUPPORT_PHONE, '12', /support phone/],
      [SETTING_ROUTE_CORRIDOR_METERS, '5001', /route corridor/],
      [SETTING_ROUTE_CORRIDOR_METERS, '1e3', /route corridor/],
      [SETTING_ALERTS_TIME_ZONE, 'Mars/Olympus', /time zone/],
      [SETTING_ALERTS_TIME_ZONE, '+03:00', /time zone/],
      [SETTING_MIN_STOP_MINUTES, '0', /minimum stop/],
      [SETTING_HISTORY_RETENTION, '7', /History retention/],
      [BUSINESS_SWITCH, 'yes', /payment switch/],
      ['GoTrack.Nope', 'x', /no such setting/],
    ];
    for (const [name, value, message] of cases) {
      const res = await put({
        [SOCIAL_SETTINGS.instagram]: 'https://instagram.com/ok',
        [name]: value,
      });
      expect(res.statusCode, name).toBe(400);
      const { validationErrors } = res.json<{
        error: { validationErrors: { message: string; members: string[] }[] };
      }>().error;
      expect(validationErrors[0]!.members, name).toEqual([`values.${name}`]);
      expect(validationErrors[0]!.message, name).toMatch(message);
    }
    expect((await read()).values[SOCIAL_SETTINGS.instagram]).toBeNull();

    const arabic = await put({ [FACEBOOK]: 'ftp://x' }, h.as.admin, { 'accept-language': 'ar' });
    expect(arabic.json().error.validationErrors[0].message).toContain(
      'يجب أن يكون رابط Facebook عنوان ويب يبدأ بـ https://.',
    );
    // The largest value allowed is a 500-character address; a longer one is refused.
    const long = `https://example.com/${'a'.repeat(480)}`;
    expect((await put({ [FACEBOOK]: long })).statusCode).toBe(204);
    expect((await put({ [FACEBOOK]: `${long}a` })).statusCode).toBe(400);
    expect((await put({ [FACEBOOK]: '' })).statusCode).toBe(204);
    expect((await read()).values[FACEBOOK]).toBe('');
  });

  it('tells clients whether e-mail can be sent (demo mode: to the server log)', async () => {
    expect((await clientValues()).setting.values[SETTING_MAILING_AVAILABLE]).toBe('True');
  });
});
