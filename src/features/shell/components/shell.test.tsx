import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '../../../api/app-context';
import { appStateQuery } from '../../../api/app-state';
import type { ApplicationConfiguration } from '../../../api/contract/abp.ts';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { AccountLayout, ApplicationLayout } from './layouts';

const config = {
  appName: 'GoTrack',
  logoUrl: '',
  issuer: 'https://id.example',
  apiURL: '',
} as RuntimeConfig;

function appState(patch: Partial<ApplicationConfiguration> = {}): ApplicationConfiguration {
  return {
    localization: {
      values: {},
      resources: {},
      languages: [
        { cultureName: 'en', displayName: 'English' },
        { cultureName: 'ar', displayName: 'العربية' },
      ],
      currentCulture: { cultureName: 'en', isRightToLeft: false },
    },
    auth: { grantedPolicies: {} },
    setting: { values: {} },
    currentUser: {
      isAuthenticated: false,
      emailVerified: false,
      phoneNumberVerified: false,
      roles: [],
    },
    features: { values: {} },
    multiTenancy: { isEnabled: false },
    currentTenant: { isAvailable: false },
    ...patch,
  };
}

function renderShell(state: ApplicationConfiguration, page: (children: ReactNode) => ReactNode) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appStateQuery('en').queryKey, state);
  const rootRoute = createRootRoute({ component: () => page(<p>Page content</p>) });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RuntimeConfigProvider config={config}>
          <RouterProvider router={router} />
        </RuntimeConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

// The navbar's dropdown menus (Radix) load with a lazy import() on first use. Under load that first
// import took longer than findBy*'s 1 s: load it once here, so the tests wait for the menu, not
// for the module.
beforeAll(() => import('./nav-dropdown-menu'));

describe('application shell', () => {
  it('offers home, the language menu and a Login link to a visitor', async () => {
    renderShell(appState(), (c) => <ApplicationLayout>{c}</ApplicationLayout>);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'GoTrack' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('hides the language menu when only one language is offered', async () => {
    const state = appState();
    state.localization.languages = state.localization.languages.slice(0, 1);
    renderShell(state, (c) => <ApplicationLayout>{c}</ApplicationLayout>);
    await screen.findByText('Page content');
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('opens nested administration menus for a user holding the policies', async () => {
    const user = userEvent.setup();
    renderShell(appState({ auth: { grantedPolicies: { 'AbpIdentity.Users': true } } }), (c) => (
      <ApplicationLayout>{c}</ApplicationLayout>
    ));
    await user.click(await screen.findByRole('button', { name: 'Administration' }));
    const submenu = await screen.findByRole('menuitem', { name: /Identity management/ });
    await user.click(submenu);
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('shows the signed-in user menu instead of Login', async () => {
    renderShell(
      appState({
        currentUser: {
          isAuthenticated: true,
          name: 'Sara',
          emailVerified: false,
          phoneNumberVerified: false,
          roles: [],
        },
      }),
      (c) => <ApplicationLayout>{c}</ApplicationLayout>,
    );
    expect(
      await screen.findByRole('button', { name: 'Account menu for Sara' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('replaces account pages with a warning when local login is disabled', async () => {
    renderShell(
      appState({ setting: { values: { 'Abp.Account.EnableLocalLogin': 'False' } } }),
      (c) => <AccountLayout>{c}</AccountLayout>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login request');
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('folds the small-screen menu after a navigation, not after the first load or a reload of the same screen', async () => {
    const router = renderShell(appState(), (c) => <ApplicationLayout>{c}</ApplicationLayout>);
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // An account change re-resolves the same address: the user's open menu stays open.
    // Three times the fold's delay: a fold (the first load's or this one's) would have come.
    await router.invalidate();
    await new Promise((done) => setTimeout(done, 300));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await router.navigate({ to: '/', search: { moved: 1 } as never });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});
