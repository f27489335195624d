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
      exclude: ['src/features/auth/account', 'src/features/accounts'],
    },
    // Areas off the first screen: their route loads them (`loadCatalog` in src/i18n/i18n.ts).
    { path: '<rootDir>/locales/{locale}/account', include: ['src/features/auth/account'] },
    // The track-accounts list and the /main layout.
    { path: '<rootDir>/locales/{locale}/main', include: ['src/features/accounts'] },
  ],
});
