import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/http.ts';
import { listTrackAccounts } from '../../../api/contract/track-accounts.ts';
import { TrackAccountsPage } from '../components/track-accounts-page';
import { renderWithRouter } from '../../../testing/render-with-router.tsx';
import { account } from '../testing.ts';
import { trackAccountsQuery } from './list-track-accounts';

vi.mock('../../../api/http.ts', () => ({ call: vi.fn() }));

describe('track accounts list', () => {
  it('asks again when shown, even with a fresh copy cached (an account paid in another tab)', async () => {
    const old = account('Demo Logistics', 'Owner');
    const paid = account('Rami car', 'Owner', 'Personal');
    // The app's default: answers count as fresh for 30 s.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 30_000 } },
    });
    client.setQueryData(trackAccountsQuery().queryKey, { items: [old], totalCount: 1 });
    // The accounts; no invitations (the page asks for both).
    vi.mocked(call).mockImplementation(async (endpoint) =>
      endpoint === listTrackAccounts
        ? { items: [old, paid], totalCount: 2 }
        : { items: [], totalCount: 0 },
    );
    renderWithRouter(
      <TrackAccountsPage
        languageMenu={null}
        userName="Sami"
        online
        onLogout={() => {}}
        refreshToken={() => Promise.resolve()}
      />,
      client,
    );
    expect(await screen.findByText('Demo Logistics')).toBeInTheDocument();
    expect(await screen.findByText('Rami car')).toBeInTheDocument();
  });
});
