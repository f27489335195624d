import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, type AccountFeature } from '../../../api/contract/track-accounts.ts';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { MainTopBar } from './main-top-bar';

const on = (...names: string[]): AccountFeature[] =>
  names.map((name) => ({ name, value: 'True', displayName: name }));

function setup(features: AccountFeature[], observer = false) {
  const bar = <MainTopBar features={features} observer={observer} languageMenu={null} />;
  return renderWithRouter(bar, testQueryClient(), '/main');
}

const menu = () => screen.getByRole('navigation', { name: 'Account menu' });
const entries = async () => {
  await screen.findByRole('link', { name: 'Main' });
  return Array.from(menu().querySelectorAll('a')).map((a) => a.textContent);
};

describe('main top bar', () => {
  afterEach(() => act(() => toast.clear()));

  it('hides notifications and report without their features', async () => {
    setup(on(FEATURES.liveMonitoring));
    expect(await entries()).toEqual(['Main', 'Services', 'More']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/main/account-profile',
    );
  });

  it('shows them with the features on, "True" in any case', async () => {
    setup([...on(FEATURES.notifications), { name: FEATURES.reports, value: 'true' }]);
    expect(await entries()).toEqual(['Main', 'Notifications', 'Services', 'Report', 'More']);
    expect(screen.getByRole('link', { name: 'Main' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not treat other values as on', async () => {
    setup([{ name: FEATURES.reports, value: 'False' }]);
    expect(await entries()).not.toContain('Report');
  });

  it('warns an observer on services and stays', async () => {
    const router = setup([], true);
    await userEvent.click(await screen.findByRole('link', { name: 'Services' }));
    expect(toast.getAll().map((t) => [t.kind, t.message])).toEqual([
      ['warning', 'You are an observer not an owner'],
    ]);
    expect(router.state.location.pathname).toBe('/main');
  });

  it('takes an owner to services', async () => {
    const router = setup([]);
    await userEvent.click(await screen.findByRole('link', { name: 'Services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/services'));
    expect(toast.getAll()).toEqual([]);
  });
});
