import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  getApplicationConfiguration,
  getApplicationLocalization,
  type ApplicationConfiguration,
} from './contract/abp.ts';
import { appStateKeys } from './app-state-keys.ts';
import { call } from './http.ts';

/**
 * "App state" is ABP's application configuration. Like ABP's Angular client we ask for it without
 * texts and then load the texts of the current culture, merged into `localization`.
 */
export async function fetchAppState(signal?: AbortSignal): Promise<ApplicationConfiguration> {
  const config = await call(getApplicationConfiguration, {
    query: { includeLocalizationResources: false },
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
