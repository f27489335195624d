import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/**
 * `/config.json`: every back-end address the PWA uses. It is read at start-up, never baked into the
 * build, so one build runs against the reference server or a real ABP/OpenIddict back end.
 */
export const tileLayerConfig = z.object({
  url: z.string().check(z.minLength(1)),
  maxZoom: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
  attribution: z.optional(z.string()),
});

export const firebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.optional(z.string()),
  projectId: z.string(),
  storageBucket: z.optional(z.string()),
  messagingSenderId: z.string(),
  appId: z.string(),
  vapidKey: z.optional(z.string()),
});

export const runtimeConfig = z.object({
  production: z.boolean(),
  baseURL: z.string(),
  appName: z.string().check(z.minLength(1)),
  logoUrl: z._default(z.string(), ''),
  issuer: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
  responseType: z._default(z.string(), 'code'),
  scope: z.string().check(z.minLength(1)),
  requireHttps: z.boolean(),
  apiURL: z.string(),
  rootNamespace: z._default(z.string(), ''),
  tiles: z.object({ street: tileLayerConfig, satellite: tileLayerConfig }),
  firebase: z._default(z.nullable(firebaseWebConfig), null),
  demoOtp: z._default(z.boolean(), false),
  /**
   * `auto`: the one-time-code screens when the issuer is this host, the authorization code flow
   * (PKCE) with any other issuer. `code` forces the code flow, even against our own provider;
   * `otp` keeps our screens with another issuer that has the `otp` grant (ABP's mobile client).
   */
  signInFlow: z._default(z.enum(['auto', 'code', 'otp']), 'auto'),
  /** Leeway for token times (spec part 1 §9: 600000 ms), in seconds. */
  clockSkewSeconds: z._default(z.number().check(z.minimum(0)), 600),
  /** The server's VAPID public key (base64url) for standard Web Push; '' when it has none. */
  webPushPublicKey: z._default(z.string(), ''),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** Served by the host of the PWA (the reference server, or any static host in front of ABP). */
export const getRuntimeConfig = endpoint({
  method: 'GET',
  path: '/config.json',
  response: runtimeConfig,
});
