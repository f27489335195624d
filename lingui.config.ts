import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // Loaded at start-up, so it counts against the first screen's budget.
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        'src/features/auth/account',
        'src/features/accounts',
        'src/features/monitoring',
        'src/map',
      ],
    },
    // Areas off the first screen: their route loads them (`loadCatalog` in src/i18n/i18n.ts).
    { path: '<rootDir>/locales/{locale}/account', include: ['src/features/auth/account'] },
    // The track-accounts list, the /main layout and its screens, the map.
    {
      path: '<rootDir>/locales/{locale}/main',
      include: ['src/features/accounts', 'src/features/monitoring', 'src/map'],
    },
  ],
});
