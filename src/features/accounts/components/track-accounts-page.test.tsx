import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackAccountsQuery } from '../api/list-track-accounts';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { account } from '../testing.ts';
import { TrackAccountsPage } from './track-accounts-page';

const logistics = account('Demo Logistics', 'Owner');
const shared = account('Shared fleet', 'Observer', 'Personal');

function setup(items = [logistics, shared], refreshToken = vi.fn(() => Promise.resolve())) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(trackAccountsQuery().queryKey, { items, totalCount: items.length });
  // Preset, so choosing a card does not reach for the network.
  for (const a of items) queryClient.setQueryData(trackAccountFeaturesQuery(a.id).queryKey, []);
  const page = (
    <TrackAccountsPage
      languageMenu={null}
      userName="Sami"
      online
      onLogout={() => {}}
      refreshToken={refreshToken}
    />
  );
  const router = renderWithRouter(page, queryClient);
  return { router, refreshToken };
}

const card = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Open ${name}`) }).closest('li')!;

describe('track accounts list', () => {
  beforeEach(() => localStorage.clear());

  it('shows name, type and association, with purchase actions only for owners', async () => {
    setup();
    const owner = within(await waitFor(() => card('Demo Logistics')));
    expect(owner.getByText('Business')).toBeVisible();
    expect(owner.getByText('Owner')).toBeVisible();
    expect(owner.getByRole('link', { name: 'SMS bundle' })).toHaveAttribute(
      'href',
      `/track-accounts/sms-bundle-renewal/${logistics.id}`,
    );
    expect(owner.getByRole('link', { name: 'Renew subscription' })).toBeVisible();
    expect(owner.getByRole('link', { name: 'Increase vehicles' })).toBeVisible();
    expect(owner.getByRole('link', { name: 'Requests' })).toBeVisible();

    const observer = within(card('Shared fleet'));
    expect(observer.getByText('Personal')).toBeVisible();
    expect(observer.getByText('Observer')).toBeVisible();
    expect(observer.queryByRole('link')).toBeNull();
    expect(observer.getByRole('button', { name: /Account information/ })).toBeVisible();
  });

  it('choosing a card stores the account, refreshes the token and opens /main', async () => {
    const { router, refreshToken } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Open Shared fleet/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(refreshToken).toHaveBeenCalledWith(shared.id);
    expect(localStorage.getItem('trackAccountId')).toBe(shared.id);
    expect(localStorage.getItem('associationType')).toBe('O');
  });

  it('stores Ow for an owner and stays when the token cannot be refreshed', async () => {
    const { router } = setup(
      [logistics],
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Open Demo Logistics/ }));
    expect(localStorage.getItem('associationType')).toBe('Ow');
    expect(router.state.location.pathname).toBe('/track-accounts');
  });

  it('offers to create a subscription when there are no accounts', async () => {
    setup([]);
    expect(await screen.findByText(/You have no track accounts yet/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Create new subscription' })[1]).toHaveAttribute(
      'href',
      '/track-accounts/create',
    );
  });
});
