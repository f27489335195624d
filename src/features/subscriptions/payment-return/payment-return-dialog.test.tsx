import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Payment } from '../../../api/contract/payments.ts';
import { HttpError } from '../../../api/http-error';
import { call } from '../../../api/http.ts';
import { renderScreen } from '../requests/testing';
import { PaymentReturnDialog } from './payment-return-dialog';

vi.mock('../../../api/http.ts', () => ({ call: vi.fn() }));

const ID = '0b9f6c3e-5d2a-4c1b-9e8f-7a6b5c4d3e2f';
const payment = (status: Payment['status']): Payment => ({
  id: ID,
  status,
  amount: 120.75,
  requestIds: [],
  provider: 'fatora',
  language: 'en',
  creationTime: '2026-03-04T15:05:00Z',
  completionTime: null,
  refundDue: null,
});
const answers: (Payment | Error)[] = [];

beforeEach(() => {
  answers.length = 0;
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    if (next instanceof Error) throw next;
    return next;
  });
});

const show = (reference: string | null, onClose = vi.fn()) => {
  renderScreen(<PaymentReturnDialog back={{ paymentId: ID, reference }} onClose={onClose} />);
  return onClose;
};
const dialog = () => screen.findByRole('dialog', { name: 'Your payment' });

describe('PaymentReturnDialog', () => {
  it('has the server verify the reference the provider returned, and says it was paid', async () => {
    answers.push(payment('Paid'));
    const onClose = show('123456789');
    expect(await dialog()).toBeTruthy();
    expect(await screen.findByText(/Payment received/)).toBeTruthy();
    const [endpoint, options] = vi.mocked(call).mock.calls[0]!;
    expect(endpoint.path).toBe('/api/app/payment/processMultiplePayments/:id');
    expect(options).toMatchObject({
      params: { id: ID },
      query: { userFatoraPaymentIds: '123456789' },
    });
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('without a reference only reads the status', async () => {
    answers.push(payment('Failed'));
    show(null);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/did not go through.*pay it again/),
    );
    expect(vi.mocked(call).mock.calls[0]![0].path).toBe('/api/app/payment/checkPaymentStatus/:id');
  });

  it("shows the server's message when the check failed, and checks again on request", async () => {
    answers.push(new HttpError(403, 'Your payment could not be checked just now.'));
    answers.push(payment('Pending'));
    answers.push(payment('Paid'));
    show('987654321');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your payment could not be checked just now.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/not confirmed yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Payment received/)).toBeTruthy();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
  });

  it('says a closed link did not pay and its money comes back', async () => {
    answers.push({ ...payment('Void'), refundDue: 120.75 });
    show('555');
    expect(await screen.findByText(/already been closed.*given back/)).toBeTruthy();
  });
});
