import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '../../../../api/http.ts';
import { paymentSwitch } from '../../../../api/contract/payments.ts';
import type { RequestDto } from '../../../../api/contract/requests.ts';
import { renderScreen, request } from '../testing';
import { RequestDetailsPage } from './request-details-page';

vi.mock('../../../../api/http.ts', () => ({ call: vi.fn() }));
const settings: Record<string, string> = {};
vi.mock('../../../../api/app-context', () => ({
  useCurrentAppState: () => ({ setting: { values: settings } }),
}));
const open = vi.spyOn(window, 'open').mockImplementation(() => null);
let shown: RequestDto;

beforeEach(() => {
  open.mockClear();
  settings[paymentSwitch('BusinessAccountSubscription')] = 'True';
  settings[paymentSwitch('RenewSubscription')] = 'True';
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(async (endpoint) => {
    const path = endpoint.path;
    if (path.endsWith('/:id') && !path.includes('smsBundle/')) return shown;
    if (path.endsWith('/payment')) return 'http://pay.test/page';
    if (path.endsWith('/cancel')) return undefined;
    if (path.endsWith('/removedUsers')) {
      return {
        items: [
          { id: 'u1', name: 'Lina', phoneNumber: '+963944000009', associationType: 'Observer' },
        ],
        totalCount: 1,
      };
    }
    if (path.endsWith('Vehicles')) return { items: [], totalCount: 0 };
    throw new Error(`unexpected ${path}`);
  });
});

const business = (over: Partial<RequestDto> = {}) =>
  request({
    type: 'BusinessAccountSubscription',
    companyName: 'Acme',
    companyAddress: { governorateDisplayName: 'Damascus', cityDisplayName: 'Mazzeh' },
    subscriptionPlanLocalizedName: 'Gold',
    subscriptionDurationInMonths: 3,
    userCount: 5,
    requestNotes: [{ note: 'Install on Sunday' }],
    trackVehicles: [
      {
        licensePlateSubClass: 'Damascus Private',
        licensePlateSerial: '123456',
        consumptionRate: 0.5,
        color: '#000000',
        needsTrackingDevice: true,
      },
    ],
    ...over,
  });

describe('RequestDetailsPage', () => {
  it('shows the order information and the price offer, read-only', async () => {
    shown = business();
    renderScreen(<RequestDetailsPage type={shown.type} id={shown.id} online />);
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText('Damascus, Mazzeh')).toBeInTheDocument();
    expect(screen.getByText('Install on Sunday')).toBeInTheDocument();
    expect(screen.getByText('123456 - Damascus Private')).toBeInTheDocument();
    // In review: cancel, no payment yet.
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Price offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price offer' });
    expect(dialog).toHaveTextContent('1,250.5 SP');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('makes the payment in stage Payment when the switch is on', async () => {
    shown = business({ stage: 'Payment' });
    renderScreen(<RequestDetailsPage type={shown.type} id={shown.id} online />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make payment' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://pay.test/page', '_blank', 'noopener'),
    );
    const [endpoint, options] = vi
      .mocked(call)
      .mock.calls.find(([e]) => e.path.endsWith('/payment'))!;
    expect(endpoint.path).toBe('/api/app/businessAccountSubscriptionRequest/payment');
    expect(options?.body).toMatchObject({ requestId: shown.id, language: 'en', savedCards: true });
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'http://pay.test/page',
    );
  });

  it('hides the payment when the switch is off, and says why', async () => {
    settings[paymentSwitch('BusinessAccountSubscription')] = 'False';
    shown = business({ stage: 'Payment' });
    renderScreen(<RequestDetailsPage type={shown.type} id={shown.id} online />);
    expect(await screen.findByText(/Online payment is not available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make payment' })).toBeNull();
  });

  it('returns to the list after a confirmed cancel', async () => {
    shown = business();
    const { router } = renderScreen(<RequestDetailsPage type={shown.type} id={shown.id} online />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-requests'));
  });

  it('lists what a renewal removes', async () => {
    shown = request({ type: 'RenewSubscription', stage: 'PaymentReview' });
    renderScreen(<RequestDetailsPage type={shown.type} id={shown.id} online accountId="acc" />);
    expect(
      await screen.findByRole('link', { name: "Back to the account's requests" }),
    ).toHaveAttribute('href', '/track-accounts/requests/acc');
    fireEvent.click(await screen.findByRole('button', { name: 'Removed users' }));
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(await screen.findByText('Lina')).toBeInTheDocument();
  });
});
