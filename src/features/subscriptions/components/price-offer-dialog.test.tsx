import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Bill } from '../../../api/contract/billing.ts';
import { renderUi } from '../../../ui/test-utils';
import { PriceOfferDialog } from './price-offer-dialog';

const bill: Bill = {
  status: 'Draft',
  billLineItems: [
    {
      pricingItemKey: 'Subscription',
      pricingItemDisplayName: 'Gold plan',
      unitPrice: 12.5,
      quantity: 2,
      requestedMonths: 3,
      pricingType: 'Monthly',
    },
    {
      pricingItemKey: 'Device',
      pricingItemDisplayName: 'Tracking device',
      unitPrice: 100,
      quantity: 2,
      requestedMonths: 3,
      pricingType: 'OneTime',
    },
    {
      pricingItemKey: 'DeviceInstallation',
      pricingItemDisplayName: 'Installation',
      unitPrice: 25.25,
      quantity: 2,
      requestedMonths: 3,
      pricingType: 'OneTime',
    },
  ],
  appliedDiscounts: [
    {
      targetKey: 'Subscription',
      targetType: 'SubscriptionDuration',
      appliedAt: '2026-01-01T00:00:00Z',
      isPercentage: true,
      value: 0.05,
      amount: 3.75,
    },
    {
      targetKey: 'SPRING',
      targetType: 'PromoCode',
      appliedAt: '2026-01-01T00:00:00Z',
      isPercentage: false,
      value: 1000,
    },
  ],
  totalBeforeDiscounts: 325.5,
  total: 0,
};

const renderDialog = (props: Partial<Parameters<typeof PriceOfferDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderUi(
    <PriceOfferDialog open bill={bill} onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { onConfirm, onCancel };
};

describe('PriceOfferDialog', () => {
  it('merges the device and its installation into one one-time line', () => {
    renderDialog();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Gold plan12.5 SP2375 SP',
      'Tracking device and installation125.25 SP2One-time250.5 SP',
    ]);
  });

  it('shows discounts as a percentage or an amount, and both totals in SP', () => {
    renderDialog();
    const discounts = screen.getAllByRole('definition');
    expect(discounts.map((d) => d.textContent)).toEqual([
      '−3.75 SP',
      '1,000 SP',
      '325.5 SP',
      '0 SP',
    ]);
    expect(screen.getByText('Subscription duration discount (5 %)')).toBeInTheDocument();
    expect(screen.getByText('Promo code SPRING (1,000 SP)')).toBeInTheDocument();
    expect(screen.getByText('Total before discounts')).toBeInTheDocument();
  });

  it('confirms, or cancels', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks for the payment confirmation first when told to', () => {
    const { onConfirm } = renderDialog({ confirmPayment: true });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const ask = screen.getByRole('dialog', { name: 'Payment confirmation' });
    expect(ask).toHaveTextContent('Do you confirm the payment of 0 SP?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is online only, and waits for the bill', () => {
    renderDialog({ online: false });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
  });
});
