import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationConfiguration,
  applicationLocalization,
  SETTING_ENABLE_LOCAL_LOGIN,
} from '../../../src/api/contract/abp.ts';
import {
  paymentSettingKeys,
  paymentSettingName,
} from '../../../src/api/contract/payment-switches.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

const URL = '/api/abp/application-configuration';
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function getConfig(url = URL, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const parsed = applicationConfiguration.safeParse(res.json());
  expect(parsed.error).toBeUndefined();
  return res.json();
}

describe('GET /api/abp/application-configuration', () => {
  it('matches the contract, anonymous, English by default', async () => {
    const body = await getConfig();
    expect(body.currentUser).toMatchObject({ isAuthenticated: false, id: null, roles: [] });
    expect(body.auth.grantedPolicies).toEqual({});
    // Feature values are the host's effective ones (defaults here), booleans as "true"/"false".
    expect(body.features.values).toMatchObject({ 'GoTrack.Notifications': 'true' });
    expect(body.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(body.multiTenancy.isEnabled).toBe(false);
    expect(body.localization.currentCulture).toMatchObject({
      cultureName: 'en',
      isRightToLeft: false,
    });
    expect(body.localization.languages.map((l: { cultureName: string }) => l.cultureName)).toEqual([
      'ar',
      'en',
    ]);
    expect(body.localization.defaultResourceName).toBe('GoTrack');
  });

  it('includes the seeded settings', async () => {
    const { values } = (await getConfig()).setting;
    expect(values[SETTING_ENABLE_LOCAL_LOGIN]).toBe('true');
    for (const kind of paymentSettingKeys) expect(values[paymentSettingName(kind)]).toBe('True');
  });

  it('follows Accept-Language: Arabic is right-to-left', async () => {
    const body = await getConfig(URL, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(body.localization.currentCulture).toMatchObject({
      cultureName: 'ar',
      isRightToLeft: true,
    });
    expect(body.localization.values.GoTrack['Menu:Home']).toBe('الرئيسية');
    const fr = await getConfig(URL, { 'accept-language': 'fr-FR, en;q=0.5, ar;q=0.4' });
    expect(fr.localization.currentCulture.cultureName).toBe('en');
  });

  it('fills localization texts unless includeLocalizationResources=false', async () => {
    const full = await getConfig();
    expect(full.localization.values.GoTrack['Menu:Home']).toBe('Home');
    expect(full.localization.resources.AbpUi.texts.DefaultErrorMessage).toBeTruthy();
    const lean = await getConfig(`${URL}?includeLocalizationResources=false`);
    expect(lean.localization.values).toEqual({});
  });

  it('rejects a malformed flag with a 400 envelope', async () => {
    const res = await t.app.inject({ url: `${URL}?includeLocalizationResources=maybe` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['includeLocalizationResources']);
  });

  it('reports multi-tenancy from the configuration and uses a pluggable session', async () => {
    const u = await setupTestApp({
      config: { multiTenancy: true },
      deps: {
        session: async () => ({
          currentUser: {
            isAuthenticated: true,
            id: 'u1',
            userName: 'owner',
            emailVerified: true,
            phoneNumberVerified: true,
            roles: ['admin'],
          },
          grantedPolicies: { 'AbpIdentity.Users': true },
          tenantId: null,
        }),
      },
    });
    try {
      const body = (await u.app.inject({ url: URL })).json();
      expect(body.multiTenancy.isEnabled).toBe(true);
      expect(body.currentUser).toMatchObject({
        isAuthenticated: true,
        userName: 'owner',
        roles: ['admin'],
      });
      expect(body.auth.grantedPolicies).toEqual({ 'AbpIdentity.Users': true });
    } finally {
      await u.close();
    }
  });
});

describe('GET /api/abp/application-localization', () => {
  it('returns the resources of the requested culture', async () => {
    const res = await t.app.inject({
      url: '/api/abp/application-localization?cultureName=ar&onlyDynamics=false',
    });
    expect(res.statusCode).toBe(200);
    const body = applicationLocalization.parse(res.json());
    expect(body.currentCulture).toMatchObject({ cultureName: 'ar', isRightToLeft: true });
    expect(body.resources.GoTrack?.texts['Menu:Home']).toBe('الرئيسية');
    expect(body.resources.AbpUi?.texts.DefaultErrorMessage).toBe('حدث خطأ!');
  });

  it('serves the empty-tab text of the default resource in English and Arabic', async () => {
    for (const [cultureName, text] of [
      ['en', 'There is nothing here yet.'],
      ['ar', 'لا يوجد شيء هنا بعد.'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/abp/application-localization?cultureName=${cultureName}&onlyDynamics=false`,
      });
      const body = applicationLocalization.parse(res.json());
      expect(body.resources.GoTrack?.texts['UserPortal:EmptyTap'], cultureName).toBe(text);
    }
  });

  it('falls back to English for unknown cultures and requires cultureName', async () => {
    const res = await t.app.inject({ url: '/api/abp/application-localization?cultureName=de' });
    expect(res.json().currentCulture.cultureName).toBe('en');
    const missing = await t.app.inject({ url: '/api/abp/application-localization' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['cultureName']);
  });
});
