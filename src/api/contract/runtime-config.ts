import { z } from 'zod';

/**
 * `/config.json`: every back-end address the PWA uses. It is read at start-up, never baked into the
 * build, so one build runs against the reference server or a real ABP/OpenIddict back end.
 */
export const tileLayerConfig = z.object({
  url: z.string().min(1),
  maxZoom: z.number().int().min(1).max(24),
  attribution: z.string().optional(),
});

export const firebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.string().optional(),
  projectId: z.string(),
  storageBucket: z.string().optional(),
  messagingSenderId: z.string(),
  appId: z.string(),
  vapidKey: z.string().optional(),
});

export const runtimeConfig = z.object({
  production: z.boolean(),
  baseURL: z.string(),
  appName: z.string().min(1),
  logoUrl: z.string().default(''),
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  responseType: z.string().default('code'),
  scope: z.string().min(1),
  requireHttps: z.boolean(),
  apiURL: z.string(),
  rootNamespace: z.string().default(''),
  tiles: z.object({ street: tileLayerConfig, satellite: tileLayerConfig }),
  firebase: firebaseWebConfig.nullable().default(null),
  demoOtp: z.boolean().default(false),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
