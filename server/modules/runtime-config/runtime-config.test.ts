import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../src/api/contract/runtime-config.ts';
import { setupTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { runtimeConfigFor } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('GET /config.json', () => {
  it('is valid against the contract and never cached stale', async () => {
    const res = await t.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = runtimeConfig.parse(res.json());
    expect(body).toMatchObject({
      production: false,
      demoOtp: true,
      baseURL: 'http://localhost:8080',
      apiURL: 'http://localhost:8080',
      issuer: 'http://localhost:8080',
      clientId: 'GoTrack_App',
      responseType: 'code',
      requireHttps: false,
      rootNamespace: 'GoTrack',
      firebase: null,
      signInFlow: 'auto',
      clockSkewSeconds: 600,
    });
    expect(body.tiles.street.maxZoom).toBe(22);
    expect(body.tiles.satellite.maxZoom).toBe(20);
  });

  it('reflects a production deployment', () => {
    const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' };
    const body = runtimeConfigFor(
      testConfig({
        demo: false,
        publicUrl: 'https://gt.example.com',
        issuer: 'https://id.example.com',
        firebase,
      }),
    );
    expect(runtimeConfig.parse(body)).toMatchObject({
      production: true,
      demoOtp: false,
      requireHttps: true,
      apiURL: 'https://gt.example.com',
      issuer: 'https://id.example.com',
      firebase,
    });
  });

  it('forces the code flow when SIGN_IN_FLOW=code', () => {
    const body = runtimeConfigFor(testConfig({ signInFlow: 'code' }));
    expect(runtimeConfig.parse(body).signInFlow).toBe('code');
  });
});
