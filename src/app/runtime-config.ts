import * as z from 'zod/mini';
import { runtimeConfig, type RuntimeConfig } from '../api/contract/runtime-config.ts';

/**
 * Loads `/config.json` from the page's own origin. It is the one address the build knows; every
 * back-end address comes from it. The service worker keeps a copy so the shell starts offline.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return z.parse(runtimeConfig, await response.json());
}

export const originOf = (url: string) => new URL(url, location.href).origin;
