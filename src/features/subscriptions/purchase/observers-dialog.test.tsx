import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { call } from '../../../api/http.ts';
import type { Observer } from '../../../api/contract/observers.ts';
import { HttpError } from '../../../api/http-error.ts';
import { observersQuery } from './api/queries';
import { ObserversToRemove } from './observers-dialog';

vi.mock('../../../api/http.ts', () => ({ call: vi.fn() }));
const prepare = vi.fn(async () => undefined);
let observers: Observer[];

const observer = (over: Partial<Observer>): Observer => ({
  id: crypto.randomUUID(),
  userId: crypto.randomUUID(),
  name: 'Lina',
  phoneNumber: '+963944000002',
  status: 'Active',
  ...over,
});

function Harness({ onChange }: { onChange: (ids: string[]) => void }) {
  const [removed, setRemoved] = useState<string[]>([]);
  return (
    <ObserversToRemove
      accountId="acc-1"
      prepare={prepare}
      removed={removed}
      onRemovedChange={(ids) => {
        setRemoved(ids);
        onChange(ids);
      }}
    />
  );
}

function renderHarness(
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <Harness onChange={onChange} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

beforeEach(() => {
  prepare.mockClear();
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(async () => ({
    items: observers,
    totalCount: observers.length,
  }));
});

describe('ObserversToRemove', () => {
  it('lists the observers; active ones toggle between remove and undo', async () => {
    const lina = observer({});
    const omar = observer({ name: 'Omar', phoneNumber: '+963944000003', status: 'Inactive' });
    observers = [lina, omar];
    const onChange = renderHarness();
    expect(call).not.toHaveBeenCalled(); // nothing is fetched before the list is opened
    fireEvent.click(screen.getByRole('button', { name: 'Observers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Observers' });
    expect(prepare).toHaveBeenCalledWith('acc-1');
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('+963944000002')).toBeTruthy();
    expect(within(rows[2]!).getByText('Inactive')).toBeTruthy();
    // Only active observers can be removed.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Lina' }));
    expect(onChange).toHaveBeenLastCalledWith([lina.id]);
    expect(within(rows[1]!).getByText('To be removed')).toBeTruthy();
    expect(screen.getByText('Observers to remove: 1')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Lina' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText(/Observers to remove/)).toBeNull();
  });

  it('says so when the account has no observers', async () => {
    observers = [];
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Observers' }));
    expect(await screen.findByText('No observers found')).toBeTruthy();
  });

  it('offline, lists the saved observers when asking again fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const saved = [observer({ name: 'Lina' })];
    client.setQueryData(
      observersQuery('acc-1', prepare).queryKey,
      { items: saved, totalCount: 1 },
      { updatedAt: Date.now() - 3_600_000 },
    );
    vi.mocked(call).mockImplementation(() => Promise.reject(new HttpError(0, 'No network')));
    renderHarness(client);
    fireEvent.click(screen.getByRole('button', { name: 'Observers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Observers' });
    await vi.waitFor(() =>
      expect(client.getQueryState(observersQuery('acc-1', prepare).queryKey)?.status).toBe('error'),
    );
    // The screen draws the failure on TanStack's next notification (a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(dialog).getByRole('button', { name: 'Remove Lina' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
