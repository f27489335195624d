/** ABP pages read one after another: the next skipCount, or undefined once all are loaded. */
export function nextSkip(
  last: { items: readonly unknown[]; totalCount: number },
  pages: readonly { items: readonly unknown[] }[],
): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  // An empty page ends it too: a total that shrank meanwhile must not ask forever.
  return last.items.length > 0 && loaded < last.totalCount ? loaded : undefined;
}
