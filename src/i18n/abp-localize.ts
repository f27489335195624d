import type { ApplicationConfiguration } from '../api/contract/abp.ts';

type Localization = Pick<
  ApplicationConfiguration['localization'],
  'resources' | 'values' | 'defaultResourceName'
>;

/**
 * Resolves ABP's `Resource::Key` texts (abp-conventions §10): no `::` → shown as given; empty
 * resource → the default resource; `_` → the key itself; base resources are searched after the
 * resource; unknown → the fallback, else the key. `{0}`, `{1}` … are filled positionally.
 */
export function abpLocalize(
  localization: Localization | undefined,
  text: string,
  params: readonly (string | number)[] = [],
  fallback?: string,
): string {
  const at = text.indexOf('::');
  if (at < 0) return text;
  const resourceName = text.slice(0, at) || localization?.defaultResourceName || '';
  const key = text.slice(at + 2);
  const found =
    resourceName === '_'
      ? key
      : (lookup(localization, resourceName, key, new Set()) ?? fallback ?? key);
  return found.replace(/\{(\d+)\}/g, (whole, i: string) => String(params[Number(i)] ?? whole));
}

function lookup(
  localization: Localization | undefined,
  resourceName: string,
  key: string,
  seen: Set<string>,
): string | undefined {
  if (!localization || seen.has(resourceName)) return undefined;
  seen.add(resourceName);
  const resource = localization.resources[resourceName];
  const direct = resource?.texts[key] ?? localization.values[resourceName]?.[key];
  if (direct !== undefined) return direct;
  for (const base of resource?.baseResources ?? []) {
    const inherited = lookup(localization, base, key, seen);
    if (inherited !== undefined) return inherited;
  }
  return undefined;
}
