import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../api/http-error';
import { NO_ACCOUNT_ACCESS_CODE, STORAGE } from '../../api/contract/track-accounts.ts';
import { watchAccountAccess } from './account-access';

const A = 'account-a';
const B = 'account-b';
const refusal = (code: string) =>
  new HttpError(403, 'You do not have access to this track account.', {
    code,
    message: 'You do not have access to this track account.',
    details: null,
  });

async function fail(client: QueryClient, key: unknown[], error: Error) {
  await client
    .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(error), retry: false, staleTime: 0 })
    .catch(() => undefined);
}

describe('losing access to an account', () => {
  afterEach(() => localStorage.clear());

  function setup() {
    const client = new QueryClient();
    client.setQueryData(['monitoring', A, 'vehicles'], [{ id: 'v1' }]);
    client.setQueryData(['groups', A, 'list', 0], { items: [], totalCount: 0 });
    client.setQueryData(['monitoring', B, 'vehicles'], [{ id: 'v9' }]);
    client.setQueryData(['track-accounts', 'list'], { items: [] });
    localStorage.setItem(STORAGE.trackAccountId, A);
    localStorage.setItem(STORAGE.associationType, 'O');
    const onLost = vi.fn();
    const stop = watchAccountAccess(client, A, onLost);
    return { client, onLost, stop };
  }

  it('drops everything saved of that account, unchooses it, and leaves once', async () => {
    const { client, onLost, stop } = setup();
    await fail(client, ['monitoring', A, 'live'], refusal(NO_ACCOUNT_ACCESS_CODE));
    await fail(client, ['monitoring', A, 'vehicles'], refusal(NO_ACCOUNT_ACCESS_CODE));
    expect(client.getQueryData(['monitoring', A, 'vehicles'])).toBeUndefined();
    expect(client.getQueryData(['groups', A, 'list', 0])).toBeUndefined();
    expect(client.getQueryData(['monitoring', B, 'vehicles'])).toEqual([{ id: 'v9' }]);
    expect(client.getQueryData(['track-accounts', 'list'])).toEqual({ items: [] });
    expect(localStorage.getItem(STORAGE.trackAccountId)).toBeNull();
    expect(onLost).toHaveBeenCalledOnce();
    expect(onLost).toHaveBeenCalledWith('refused');
    stop();
  });

  it('takes a 404 for the account itself as the same, but not one for a thing inside it', async () => {
    const { client, onLost, stop } = setup();
    await fail(
      client,
      ['groups', A, 'detail', 'g1'],
      new HttpError(404, 'There is no such group.'),
    );
    expect(onLost).not.toHaveBeenCalled();
    await fail(client, ['track-accounts', A, 'features'], new HttpError(404, 'No such entity.'));
    expect(onLost).toHaveBeenCalledWith('unknown');
    expect(client.getQueryData(['monitoring', A, 'vehicles'])).toBeUndefined();
    stop();
  });

  it('keeps the account on any other refusal or failure', async () => {
    const { client, onLost, stop } = setup();
    await fail(client, ['groups', A, 'list', 0], refusal('GoTrack:FeatureNotEnabled'));
    await fail(client, ['monitoring', A, 'live'], new HttpError(0, 'offline'));
    await fail(client, ['monitoring', B, 'live'], refusal(NO_ACCOUNT_ACCESS_CODE));
    expect(client.getQueryData(['monitoring', A, 'vehicles'])).toEqual([{ id: 'v1' }]);
    expect(localStorage.getItem(STORAGE.trackAccountId)).toBe(A);
    expect(onLost).not.toHaveBeenCalled();
    stop();
  });
});
