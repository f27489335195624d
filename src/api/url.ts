export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Fills `:name` placeholders and appends the query the way ABP's client does: `undefined`, `null`
 * and `''` are dropped; arrays repeat the key.
 */
export function buildUrl(
  base: string,
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${base.replace(/\/$/, '')}${filled}${qs ? `?${qs}` : ''}`;
}
