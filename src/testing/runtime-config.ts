import type { RuntimeConfig } from '../api/contract/runtime-config.ts';

/** A complete `/config.json` for screen tests (made-up hosts), with `over` on top. */
export const testRuntimeConfig = (over: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  production: false,
  baseURL: 'https://app.example',
  appName: 'GoTrack',
  logoUrl: '',
  issuer: 'https://api.example',
  clientId: 'portal',
  responseType: 'code',
  scope: 'openid',
  requireHttps: false,
  apiURL: 'https://api.example',
  rootNamespace: '',
  tiles: {
    street: { url: 'https://tiles.example/{z}/{x}/{y}.png', maxZoom: 19 },
    satellite: { url: 'https://tiles.example/{z}/{x}/{y}.jpg', maxZoom: 19 },
  },
  firebase: null,
  demoOtp: false,
  signInFlow: 'auto',
  clockSkewSeconds: 600,
  webPushPublicKey: '',
  ...over,
});
