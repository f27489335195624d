// App state's query keys, in one place. No imports: start-up code (persist rules, recovery)
// reads them without pulling the fetcher and its schemas into its bundle.
const root = ['abp', 'application-configuration'] as const;

export const appStateKeys = {
  /** Every locale's copy: what "refreshing app state" invalidates. */
  all: () => root,
  forLocale: (locale: string) => [...root, locale] as const,
  /** Whether a query (live or dehydrated) is app state. */
  matches: (queryKey: readonly unknown[]) => queryKey[0] === root[0] && queryKey[1] === root[1],
};
