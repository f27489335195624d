import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { call } from '../../../../api/http.ts';
import { renderScreen, request } from '../testing';
import { RequestsPage } from './requests-page';

vi.mock('../../../../api/http.ts', () => ({ call: vi.fn() }));

describe('RequestsPage', () => {
  it('lists the requests with their facts and the right detail links', async () => {
    const personal = request({
      type: 'PersonalAccountSubscription',
      accountName: "Sami's car",
      stage: 'Payment',
    });
    const sms = request({ type: 'SmsBundleRenewalRequest', status: 'Canceled', bill: null });
    vi.mocked(call).mockResolvedValue({ items: [personal, sms], totalCount: 2 });
    renderScreen(<RequestsPage />);

    const list = await screen.findByRole('list', { name: 'My requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    const one = within(first!);
    expect(one.getByRole('heading', { name: 'Personal subscription' })).toBeInTheDocument();
    expect(one.getByText("Sami's car")).toBeInTheDocument();
    expect(one.getByText('Awaiting payment')).toBeInTheDocument();
    expect(one.getByText('Pending')).toBeInTheDocument();
    expect(one.getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(one.getByText('1,250.5 SP')).toBeInTheDocument();
    expect(one.getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/subscription-requests/PersonalAccountSubscription/${personal.id}`,
    );
    const two = within(second!);
    expect(two.getByText('Canceled')).toBeInTheDocument();
    expect(two.queryByText(/SP$/)).toBeNull();
    expect(two.getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      `/track-accounts/requestDetails/SmsBundleRenewalRequest/${sms.id}`,
    );
    expect(vi.mocked(call).mock.calls[0]![1]?.query).toEqual({ skipCount: 0, maxResultCount: 999 });
    expect(screen.getByRole('link', { name: 'Back to track accounts' })).toHaveAttribute(
      'href',
      '/track-accounts',
    );
  });

  it('says so when there are no requests', async () => {
    vi.mocked(call).mockResolvedValue({ items: [], totalCount: 0 });
    renderScreen(<RequestsPage />);
    expect(await screen.findByText('You have no requests yet.')).toBeInTheDocument();
  });
});
