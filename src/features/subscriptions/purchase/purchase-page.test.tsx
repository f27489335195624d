import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type {
  TrackAccount,
  TrackAccountSubscription,
} from '../../../api/contract/track-accounts.ts';
import { configureTestHttp } from '../../../testing/fake-api';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { accountQuery, purchaseQueries, type AccountState } from './api/queries';
import { PurchasePage } from './purchase-page';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const account: TrackAccount = {
  id: ID,
  name: "Sami's car",
  accountType: 'Personal',
  userTrackAccountAssociation: { associationType: 'Owner' },
  creationTime: '2026-01-01T00:00:00Z',
};
const subscription: TrackAccountSubscription = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
  trackAccountId: ID,
  subscriptionPlanKey: 'basic',
  subscriptionPlanLocalizedName: 'Basic',
  smsBundleCount: 100,
  from: '2026-01-01T00:00:00Z',
  to: '2027-01-01T00:00:00Z',
  userCount: 3,
  currentActiveUserCount: 1,
  state: 'Active',
  smsBundle: null,
  subscriptionDurationInMonth: 12,
};
const state: AccountState = { subscription, vehicles: [], vehicleCount: 5 };

/** No network: every request fails as a browser's does offline, and so does a token refresh. */
function offline() {
  configureTestHttp();
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  return { fetch, prepare: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) };
}

function start(prepare: (id: string) => Promise<unknown>, saved: boolean) {
  const client = testQueryClient();
  if (saved) {
    // Saved an hour ago: older than any freshness, so the screen asks again at once.
    const updatedAt = Date.now() - 3_600_000;
    client.setQueryData(accountQuery(ID).queryKey, account, { updatedAt });
    client.setQueryData(purchaseQueries.accountState(ID), state, { updatedAt });
  }
  renderWithRouter(
    <PurchasePage accountId={ID} title="SMS bundle" prepare={prepare} online={false}>
      {(s, name) => <p>The form of {`${name}: ${s.vehicleCount} vehicles`}</p>}
    </PurchasePage>,
    client,
    `/track-accounts/sms-bundle-renewal/${ID}`,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('a purchase screen offline', () => {
  it('shows the saved account when asking again fails, and says sending needs a connection', async () => {
    const { fetch, prepare } = offline();
    const client = start(prepare, true);
    expect(await screen.findByText("The form of Sami's car: 5 vehicles")).toBeVisible();
    // Both were asked again and failed…
    await waitFor(() => {
      expect(client.getQueryState(accountQuery(ID).queryKey)?.status).toBe('error');
      expect(client.getQueryState(purchaseQueries.accountState(ID))?.fetchStatus).toBe('idle');
    });
    expect(fetch).toHaveBeenCalled();
    // The screen draws the failure on TanStack's next notification (a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // …and the screen still shows what was saved.
    expect(screen.getByText("The form of Sami's car: 5 vehicles")).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Purchases need a connection; your entries are kept.',
    );
  });

  it('with nothing saved, says the account could not be loaded and offers to try again', async () => {
    const { prepare } = offline();
    start(prepare, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
