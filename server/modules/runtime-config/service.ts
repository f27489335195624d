import type { RuntimeConfig } from '../../../src/api/contract/runtime-config.ts';
import type { Config } from '../../config.ts';

/** `/config.json` (spec part 1 §3): every back-end address the PWA needs, from the server's env. */
export function runtimeConfigFor(config: Config): RuntimeConfig {
  return {
    production: !config.demo,
    baseURL: config.publicUrl,
    appName: config.appName,
    logoUrl: config.logoUrl,
    issuer: config.issuer,
    clientId: config.clientId,
    responseType: 'code',
    scope: config.scope,
    requireHttps: config.issuer.startsWith('https:'),
    apiURL: config.publicUrl,
    rootNamespace: 'GoTrack',
    tiles: { street: config.tiles.street, satellite: config.tiles.satellite },
    firebase: config.firebase,
    demoOtp: config.demo,
    signInFlow: config.signInFlow,
    clockSkewSeconds: 600,
    webPushPublicKey: config.push.vapidKeys?.publicKey ?? '',
  };
}
