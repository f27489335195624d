import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/http.ts';
import { STORAGE } from '../../api/contract/track-accounts.ts';
import { openLinkedAccount } from './account-from-link';
import { trackAccountsQuery } from './api/list-track-accounts';
import { account } from './testing.ts';

vi.mock('../../api/http.ts', () => ({ call: vi.fn() }));

const mine = account('Demo Logistics', 'Owner');
const watched = account('Rami car', 'Observer', 'Personal');
const chosen = () =>
  [STORAGE.trackAccountId, STORAGE.associationType].map((k) => localStorage.getItem(k));

function world() {
  localStorage.setItem(STORAGE.trackAccountId, mine.id);
  localStorage.setItem(STORAGE.associationType, 'Ow');
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
afterEach(() => {
  localStorage.clear();
  vi.mocked(call).mockReset();
});

describe('a link into another account (a push notification)', () => {
  it('opens that account of the user, with its role', async () => {
    const client = world();
    vi.mocked(call).mockResolvedValue({ items: [mine, watched], totalCount: 2 });
    await openLinkedAccount(client, watched.id);
    expect(chosen()).toEqual([watched.id, 'O']);
  });

  it('keeps the chosen account for an account not the user’s, or no account', async () => {
    const client = world();
    vi.mocked(call).mockResolvedValue({ items: [mine], totalCount: 1 });
    await openLinkedAccount(client, watched.id);
    await openLinkedAccount(client, undefined);
    expect(chosen()).toEqual([mine.id, 'Ow']);
  });

  it('uses the saved list when offline', async () => {
    const client = world();
    client.setQueryData(trackAccountsQuery().queryKey, { items: [mine, watched], totalCount: 2 });
    await client.invalidateQueries();
    vi.mocked(call).mockRejectedValue(new TypeError('Failed to fetch'));
    await openLinkedAccount(client, watched.id);
    expect(chosen()).toEqual([watched.id, 'O']);
  });
});
