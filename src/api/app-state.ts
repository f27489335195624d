import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  getApplicationConfiguration,
  getApplicationLocalization,
  type ApplicationConfiguration,
} from './contract/abp.ts';
import { appStateKeys } from './app-state-keys.ts';
import { call, httpContext } from './http.ts';

/**
 * "App state" is ABP's application configuration. Like ABP's Angular client we ask for it without
 * texts and then load the texts of the current culture, merged into `localization`.
 */
export async function fetchAppState(signal?: AbortSignal): Promise<ApplicationConfiguration> {
  const ctx = httpContext();
  // A token renewed now counts as signed in (the call below renews it anyway, and says why not).
  await ctx?.ensureToken?.().catch(() => {});
  const config = await call(getApplicationConfiguration, {
    // Signed out and without a tenant, the culture goes in the URL: the one the served
    // index.html preloads (server/http/boot-html.ts). A browser hands a preload to any request
    // for its URL, so a request with a token or a tenant must never ask for that one.
    query: {
      includeLocalizationResources: false,
      culture: ctx?.getAccessToken() || ctx?.getTenantId() ? '' : ctx?.getLanguage(),
    },
    silent: true,
    signal,
  });
  const cultureName = config.localization.currentCulture.cultureName;
  if (!cultureName) return config;
  const texts = await call(getApplicationLocalization, {
    query: { cultureName, onlyDynamics: false },
    silent: true,
    signal,
  });
  return {
    ...config,
    localization: {
      ...config.localization,
      resources: { ...config.localization.resources, ...texts.resources },
    },
  };
}

export const appStateQuery = (locale: string) =>
  queryOptions({
    queryKey: appStateKeys.forLocale(locale),
    queryFn: ({ signal }) => fetchAppState(signal),
  });

export function useAppState(locale: string) {
  return useSuspenseQuery(appStateQuery(locale)).data;
}

/** Refreshing app state means refetching it (after sign-in, sign-out, tenant change, any 401). */
export function useRefreshAppState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appStateKeys.all() });
}

export const isPolicyGranted = (
  policy: string | undefined,
  granted: Record<string, boolean>,
): boolean => {
  if (!policy) return true;
  // ABP policy strings may combine names with `||` or `&&` (abp-conventions §1).
  if (policy.includes('||'))
    return policy.split('||').some((p) => isPolicyGranted(p.trim(), granted));
  if (policy.includes('&&'))
    return policy.split('&&').every((p) => isPolicyGranted(p.trim(), granted));
  return granted[policy] === true;
};
