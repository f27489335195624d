import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call } from '../../../../api/http.ts';
import { paymentSwitch } from '../../../../api/contract/payments.ts';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { renderScreen, request } from '../testing';
import { AccountRequestsDialog } from './account-requests-dialog';

vi.mock('../../../../api/http.ts', () => ({ call: vi.fn() }));
const settings: Record<string, string> = {};
vi.mock('../../../../api/app-context', () => ({
  useCurrentAppState: () => ({ setting: { values: settings } }),
}));

const mockCall = vi.mocked(call);
const open = vi.spyOn(window, 'open').mockImplementation(() => null);
let items: RequestDto[] = [];

beforeEach(() => {
  mockCall.mockReset();
  open.mockClear();
  for (const key of Object.keys(settings)) delete settings[key];
  settings[paymentSwitch('SmsBundleRenewalRequest')] = 'True';
  settings[paymentSwitch('AddVehiclesRequest')] = 'True';
  settings[paymentSwitch('RenewSubscription')] = 'False';
  mockCall.mockImplementation(async (endpoint) => {
    const path = endpoint.path;
    if (path === '/api/app/request/ofTrackAccountId') return { items, totalCount: items.length };
    if (path.endsWith('/cancel')) return undefined;
    if (path.endsWith('/payment') || path.endsWith('/payMultipleRequests')) {
      return 'http://pay.test/page';
    }
    throw new Error(`unexpected ${path}`);
  });
});

const card = (name: RegExp) => screen.getByRole('heading', { name }).closest('li')!;

describe('AccountRequestsDialog', () => {
  it('offers pay, tick and cancel by stage, status and payment switch', async () => {
    items = [
      request({ type: 'SmsBundleRenewalRequest', stage: 'Payment' }),
      request({ type: 'RenewSubscription', stage: 'Payment' }),
      request({ type: 'AddVehiclesRequest', stage: 'Review' }),
      request({ type: 'PersonalAccountSubscription', stage: 'Finished', status: 'Processed' }),
    ];
    renderScreen(<AccountRequestsDialog accountId="acc" onClose={() => {}} />);
    const sms = within(
      await screen
        .findByRole('heading', { name: /SMS bundle renewal/ })
        .then((h) => h.closest('li')!),
    );
    expect(sms.getByRole('button', { name: /^Pay:/ })).toBeEnabled();
    expect(sms.getByRole('checkbox', { name: /Pay together/ })).toBeInTheDocument();
    expect(sms.getByRole('button', { name: /^Cancel request/ })).toBeInTheDocument();
    // Switched off: cancel only.
    const renew = within(card(/Subscription renewal/));
    expect(renew.queryByRole('button', { name: /^Pay:/ })).toBeNull();
    expect(renew.queryByRole('checkbox')).toBeNull();
    expect(renew.getByRole('button', { name: /^Cancel request/ })).toBeInTheDocument();
    // In review: cancel, no payment yet.
    const add = within(card(/Adding vehicles/));
    expect(add.queryByRole('button', { name: /^Pay:/ })).toBeNull();
    expect(add.getByRole('button', { name: /^Cancel request/ })).toBeInTheDocument();
    // Finished: details only.
    const done = within(card(/Personal subscription/));
    expect(done.queryAllByRole('button')).toHaveLength(0);
    expect(done.getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/track-accounts/requestDetails/PersonalAccountSubscription/'),
    );
    expect(sms.getByText('1,250.5 SP')).toBeInTheDocument();
  });

  it('pays the ticked requests together and opens the page in a new tab', async () => {
    items = [
      request({ type: 'SmsBundleRenewalRequest', stage: 'Payment' }),
      request({ type: 'AddVehiclesRequest', stage: 'Payment' }),
    ];
    renderScreen(<AccountRequestsDialog accountId="acc" onClose={() => {}} />);
    const payAll = await screen.findByRole('button', { name: 'Pay selected (0)' });
    expect(payAll).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox', { name: /Pay together/ }))
      fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Pay selected (2)' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://pay.test/page', '_blank', 'noopener'),
    );
    const [endpoint, options] = mockCall.mock.calls.find(([e]) =>
      e.path.endsWith('payMultipleRequests'),
    )!;
    expect(endpoint.method).toBe('POST');
    expect(options?.body).toMatchObject({ requestIds: items.map((r) => r.id), savedCards: true });
    expect(options?.headers).toHaveProperty('Idempotency-Key');
  });

  it('cancels only after the confirmation, then refreshes the list', async () => {
    items = [request({ type: 'SmsBundleRenewalRequest', stage: 'Review' })];
    renderScreen(<AccountRequestsDialog accountId="acc" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel request/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the request' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Keep the request' })).toBeNull(),
    );
    expect(mockCall.mock.calls.some(([e]) => e.path.endsWith('/cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /^Cancel request/ }));
    items = [{ ...items[0]!, status: 'Canceled' }];
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.getByText('Canceled')).toBeInTheDocument());
    const cancel = mockCall.mock.calls.find(([e]) => e.path.endsWith('/cancel'))!;
    expect(cancel[1]?.params).toEqual({ id: items[0]!.id });
    expect(screen.queryByRole('button', { name: /^Cancel request/ })).toBeNull();
  });

  it('disables paying and cancelling offline, with a message', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    items = [request({ type: 'SmsBundleRenewalRequest', stage: 'Payment' })];
    renderScreen(<AccountRequestsDialog accountId="acc" onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: /^Pay:/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Cancel request/ })).toBeDisabled();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    online.mockRestore();
  });
});
