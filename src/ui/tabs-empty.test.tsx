import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appStateKeys } from '../api/app-state-keys.ts';
import { Tabs } from './tabs';

// Issue 29: a tab without content showed the raw key `UserPortal:EmptyTap`. It is an ABP text of
// the back end's default resource, in the user's language; a back end without it still gets a
// sentence, never the key.

const tabs = [{ label: 'Alerts', content: <p>Saved alerts</p> }, { label: 'Geographic areas' }];

async function i18nFor(locale: 'en' | 'ar'): Promise<I18n> {
  // The catalog of the alerts and zones screens, where the empty tab is drawn.
  const { messages } =
    locale === 'ar'
      ? await import('../../locales/ar/manage.po')
      : await import('../../locales/en/manage.po');
  return setupI18n({ locale, messages: { [locale]: messages as never } });
}

/** The tabs on the empty one, with app state as the back end serves it for `locale`. */
async function showEmptyTab(locale: 'en' | 'ar', texts: Record<string, string>) {
  const i18n = await i18nFor(locale);
  const client = new QueryClient();
  client.setQueryData(appStateKeys.forLocale(locale), {
    localization: {
      defaultResourceName: 'GoTrack',
      values: {},
      resources: { GoTrack: { texts, baseResources: ['AbpUi'] }, AbpUi: { texts: {} } },
    },
  });
  const wrap = (ui: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nProvider>
  );
  render(wrap(<Tabs tabs={tabs} defaultIndex={1} />));
  const panel = await screen.findByRole('tabpanel');
  expect(panel).not.toHaveTextContent('EmptyTap');
  expect(panel).not.toHaveTextContent('UserPortal');
  return panel;
}

describe('an empty tab', () => {
  it('says the back end’s text in English', async () => {
    const panel = await showEmptyTab('en', { 'UserPortal:EmptyTap': 'No alerts in this tab.' });
    expect(panel).toHaveTextContent('No alerts in this tab.');
  });

  it('says the back end’s text in Arabic', async () => {
    const panel = await showEmptyTab('ar', { 'UserPortal:EmptyTap': 'لا يوجد شيء هنا بعد.' });
    expect(panel).toHaveTextContent('لا يوجد شيء هنا بعد.');
  });

  it('says a sentence of its own where the back end has no such text', async () => {
    expect(await showEmptyTab('en', {})).toHaveTextContent('There is nothing here yet.');
  });

  it('in Arabic too', async () => {
    expect(await showEmptyTab('ar', {})).toHaveTextContent('لا يوجد شيء هنا بعد.');
  });
});
