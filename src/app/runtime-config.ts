import * as z from 'zod/mini';
import { runtimeConfig, type RuntimeConfig } from '../api/contract/runtime-config.ts';
import { HttpError } from '../api/http-error.ts';

/**
 * The config the reference server put in index.html (server/http/boot-html.ts), else
 * `/config.json` from the page's own origin: a plain static host, a real ABP deployment, or the
 * service worker's precached index.html (it keeps a copy of `/config.json` to start offline).
 * `/config.json` is the one address the build knows; every back-end address comes from it.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inline = document.getElementById('runtime-config')?.textContent;
  if (inline) return z.parse(runtimeConfig, JSON.parse(inline));
  // The status tells the start-up failure screen what happened (0: no answer).
  const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } }).catch(
    () => Promise.reject(new HttpError(0, '')),
  );
  if (!response.ok) throw new HttpError(response.status, '');
  return z.parse(runtimeConfig, await response.json());
}

export const originOf = (url: string) => new URL(url, location.href).origin;
