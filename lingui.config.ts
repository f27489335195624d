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
        'src/features/auth/components/code-step.tsx',
        'src/features/auth/components/profile-step.tsx',
        'src/features/auth/components/own-password-step.tsx',
        'src/features/auth/components/own-password-label.ts',
        'src/features/auth/code-flow',
        'src/features/auth/session/oauth-events.ts',
        'src/features/accounts',
        'src/features/monitoring',
        'src/features/subscriptions',
        'src/features/services',
        'src/features/groups',
        'src/features/observers',
        'src/features/zones',
        'src/features/routes',
        'src/features/alerts',
        'src/features/notifications',
        'src/features/push',
        'src/features/profile',
        'src/features/reports',
        'src/features/admin',
        'src/api/edits',
        'src/ui/pick-list.tsx',
        'src/ui/name-problem.ts',
        'src/ui/pager.tsx',
        'src/ui/validation-counts.ts',
        'src/app/boot-error.tsx',
        'src/features/shell/components/not-found.tsx',
        'src/features/shell/components/update-prompt-view.tsx',
        // The navbar's menu entries (administration): only pages with the navbar show them.
        'src/features/shell/menu.ts',
        'src/map',
        'src/ui/offline-since.tsx',
        'src/i18n/plate-sub-classes.ts',
        // A tab without content: only the tabbed screens below show it.
        'src/ui/empty-tab.tsx',
        // Not on the first screen (sign-in): the skip link, the navbar's user menu and the
        // account layout's notice; their texts are in the catalogs of the screens showing them.
        'src/ui/skip-link.tsx',
        'src/features/shell/components/user-menu.tsx',
        'src/features/shell/components/layouts.tsx',
      ],
    },
    // Areas off the first screen: their route loads them (`loadCatalog` in src/i18n/i18n.ts).
    {
      path: '<rootDir>/locales/{locale}/account',
      // The form fields' count messages are also in the other catalogs of form screens.
      include: [
        'src/features/auth/account',
        'src/ui/validation-counts.ts',
        'src/ui/empty-tab.tsx',
        'src/features/shell/menu.ts',
        'src/ui/skip-link.tsx',
        'src/features/shell/components/user-menu.tsx',
        'src/features/shell/components/layouts.tsx',
      ],
    },
    // The sign-in steps after the phone number, the code-flow callback and the OAuth events:
    // loaded with their code, after the first screen.
    {
      path: '<rootDir>/locales/{locale}/signin',
      include: [
        'src/features/auth/components/code-step.tsx',
        'src/features/auth/components/profile-step.tsx',
        'src/features/auth/components/own-password-step.tsx',
        'src/features/auth/components/own-password-label.ts',
        // Its new-password fields come from the account pages.
        'src/features/auth/account/new-password-fields.tsx',
        'src/features/auth/code-flow',
        'src/features/auth/session/oauth-events.ts',
        'src/ui/validation-counts.ts',
      ],
    },
    // Plans, purchases, requests and payments.
    {
      path: '<rootDir>/locales/{locale}/subscriptions',
      include: [
        'src/features/subscriptions',
        'src/i18n/plate-sub-classes.ts',
        'src/ui/validation-counts.ts',
        'src/ui/skip-link.tsx',
      ],
    },
    // The track-accounts list, the /main layout and its screens, the map, and the notifications
    // (owners and observers alike read them: a few texts, loaded with /main, no second catalog).
    {
      path: '<rootDir>/locales/{locale}/main',
      // Loaded with their part of the accounts list, only when there is an invitation; the
      // vehicle's consumption and the push offer with the screens showing them (the map route
      // has a budget).
      exclude: [
        'src/features/accounts/invitations',
        'src/features/monitoring/consumption',
        'src/features/monitoring/tracker',
        'src/features/push/components/push-offer.tsx',
      ],
      include: [
        'src/features/accounts',
        'src/features/monitoring',
        'src/features/notifications',
        // The alerts-on-this-device control (notifications screen, profile).
        'src/features/push',
        // Profile, More and About (issue 16).
        'src/features/profile',
        'src/map',
        // Shown only on screens that load this catalog.
        'src/ui/offline-since.tsx',
        'src/ui/skip-link.tsx',
        // Vehicle names (also in the subscriptions catalog).
        'src/i18n/plate-sub-classes.ts',
      ],
    },
    // Start-up failure, page not found, update available (`loadCatalog('rare')` with each).
    {
      path: '<rootDir>/locales/{locale}/rare',
      include: [
        'src/app/boot-error.tsx',
        'src/features/shell/components/not-found.tsx',
        'src/features/shell/components/update-prompt-view.tsx',
        // The not-found page has the navbar, and so its menu, user menu and skip link.
        'src/features/shell/menu.ts',
        'src/ui/skip-link.tsx',
        'src/features/shell/components/user-menu.tsx',
        'src/features/shell/components/layouts.tsx',
        'src/features/shell/components/user-menu.tsx',
        'src/features/shell/components/layouts.tsx',
      ],
    },
    // Services, groups, observers, zones, routes and alerts management, and the words of offline edits (a refused
    // one is told in any screen: the edit policy loads this catalog before it says so).
    {
      path: '<rootDir>/locales/{locale}/manage',
      include: [
        'src/features/services',
        'src/features/groups',
        'src/features/observers',
        'src/features/zones',
        'src/features/routes',
        'src/features/alerts',
        'src/api/edits',
        'src/ui/pick-list.tsx',
        'src/ui/name-problem.ts',
        'src/ui/pager.tsx',
        'src/ui/empty-tab.tsx',
        // Offered on the alerts screen after a first alert.
        'src/features/push/components/push-offer.tsx',
        // The map of the zone and route screens (its texts are in the main catalog too).
        'src/map',
      ],
    },
    // The administration area (roles, users, tenants, features, request back office): only
    // administrators ever load it.
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: [
        'src/features/admin',
        // The admin screens' navbar, its menus and skip link.
        'src/features/shell/menu.ts',
        'src/ui/skip-link.tsx',
        'src/features/shell/components/user-menu.tsx',
        'src/features/shell/components/layouts.tsx',
        'src/ui/pager.tsx',
        'src/ui/validation-counts.ts',
        'src/ui/name-problem.ts',
        'src/ui/empty-tab.tsx',
      ],
    },
    // Invitations to watch an account (issue 28): loaded by the accounts list only for someone
    // who has one (src/features/accounts/invitations/texts.ts).
    {
      path: '<rootDir>/locales/{locale}/invitations',
      include: ['src/features/accounts/invitations'],
    },
    // A vehicle's consumption rate and its correction (issue 29): loaded by the vehicle's screen
    // (src/features/monitoring/consumption/texts.ts), not with every /main screen.
    {
      path: '<rootDir>/locales/{locale}/vehicle',
      // With the offline edits' word for a correction kept on the device (run.ts).
      include: ['src/features/monitoring/consumption', 'src/api/edits/run.ts'],
    },
    // What a vehicle's tracker sent besides its position (issue 30): loaded with the card's
    // figures (src/features/monitoring/tracker/texts.ts), only for a vehicle that has some.
    {
      path: '<rootDir>/locales/{locale}/tracker',
      include: ['src/features/monitoring/tracker'],
    },
    // The trip reports (issue 18): loaded by the reports screen itself
    // (src/features/reports/texts.ts), not with every /main screen.
    {
      path: '<rootDir>/locales/{locale}/reports',
      include: ['src/features/reports', 'src/i18n/plate-sub-classes.ts', 'src/ui/empty-tab.tsx'],
    },
  ],
});
