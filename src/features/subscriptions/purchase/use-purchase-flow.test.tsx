import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Bill } from '../../../api/contract/billing.ts';
import type { RequestStage } from '../../../api/contract/requests.ts';
import { paymentSwitch } from '../../../api/contract/payments.ts';
import { renderUi } from '../../../ui/test-utils';
import { usePurchaseFlow, type PurchaseFlowOptions } from './index';

const settings: Record<string, string | null> = {};
vi.mock('../../../api/app-context', () => ({
  useCurrentAppState: () => ({ setting: { values: settings } }),
}));

const bill: Bill = {
  status: 'Draft',
  billLineItems: [],
  appliedDiscounts: [],
  totalBeforeDiscounts: 10,
  total: 10,
};
const URL_ = 'https://pay.example/page/1';

function Harness(props: PurchaseFlowOptions) {
  const flow = usePurchaseFlow({ waitMs: props.waitMs ?? 3000, pollMs: 5, ...props });
  return (
    <>
      <button onClick={() => void flow.start()}>buy</button>
      <output>{flow.busy ? 'busy' : 'idle'}</output>
      {flow.dialog}
    </>
  );
}

const confirmTwice = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  // Second step: "Do you confirm the payment of … SP?"
  await screen.findByText(/Do you confirm the payment/);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
};

const setup = (over: Partial<PurchaseFlowOptions> = {}) => {
  const options = {
    tempBill: vi.fn(async () => bill),
    create: vi.fn(async () => 'req-1'),
    onDone: vi.fn(),
    ...over,
  };
  renderUi(<Harness {...options} />);
  fireEvent.click(screen.getByRole('button', { name: 'buy' }));
  return options;
};

const payment = (stages: RequestStage[], start = vi.fn(async () => URL_)) => {
  const getStage = vi.fn(async (): Promise<RequestStage> =>
    stages.length > 1 ? stages.shift()! : stages[0]!,
  );
  return { type: 'SmsBundleRenewalRequest' as const, start, getStage };
};

const fakeTab = () => ({
  closed: false,
  opener: {} as unknown,
  close: vi.fn(),
  document: { title: '', body: { textContent: '' } },
  location: { replace: vi.fn() },
});

beforeEach(() => {
  for (const key of Object.keys(settings)) delete settings[key];
});
afterEach(() => vi.restoreAllMocks());

describe('usePurchaseFlow', () => {
  it('shows the offer, confirms the payment and creates the request (no payment)', async () => {
    const o = setup();
    expect(screen.getByRole('status', { name: /Loading the price offer/ })).toBeTruthy();
    await confirmTwice();
    await waitFor(() => expect(o.onDone).toHaveBeenCalledWith('req-1'));
    expect(o.create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('closes when the temporary bill fails (the caller keeps its form)', async () => {
    setup({ tempBill: vi.fn(async () => Promise.reject(new Error('400'))) });
    await waitFor(() => expect(screen.getByText('idle')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays on the offer after a failed create and retries with the same key', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue('req-2');
    const o = setup({ create });
    await confirmTwice();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await confirmTwice();
    await waitFor(() => expect(o.onDone).toHaveBeenCalledWith('req-2'));
    expect(create.mock.calls[1]![0]).toBe(create.mock.calls[0]![0]);
    expect(create.mock.calls[0]![0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('skips payment when the switch is off', async () => {
    const open = vi.spyOn(window, 'open');
    const p = payment(['Payment']);
    const o = setup({ payment: p });
    await confirmTwice();
    await waitFor(() => expect(o.onDone).toHaveBeenCalledWith('req-1'));
    expect(open).not.toHaveBeenCalled();
    expect(p.start).not.toHaveBeenCalled();
  });

  it('opens the tab on the click, waits for stage Payment and sends the tab to the page', async () => {
    settings[paymentSwitch('SmsBundleRenewalRequest')] = 'True';
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const p = payment(['Review', 'Review', 'Payment']);
    const o = setup({ payment: p });
    await confirmTwice();
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(o.onDone).toHaveBeenCalledWith('req-1'));
    expect(p.getStage).toHaveBeenCalledTimes(3);
    expect(p.start).toHaveBeenCalledWith('req-1', expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(tab.location.replace).toHaveBeenCalledWith(URL_);
    expect(tab.opener).toBeNull();
  });

  it('falls back to a link when the popup is blocked', async () => {
    settings[paymentSwitch('SmsBundleRenewalRequest')] = 'true';
    vi.spyOn(window, 'open').mockReturnValue(null);
    const o = setup({ payment: payment(['Payment']) });
    await confirmTwice();
    const link = await screen.findByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe(URL_);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(o.onDone).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(o.onDone).toHaveBeenCalledWith('req-1');
  });

  it('tells the user to pay later when the request stays in review', async () => {
    settings[paymentSwitch('SmsBundleRenewalRequest')] = 'True';
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const o = setup({ payment: payment(['Review']), waitMs: 50 });
    await confirmTwice();
    await screen.findByText(/awaits review/);
    expect(tab.close).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(o.onDone).toHaveBeenCalledWith('req-1');
  });

  it('offers a retry with the same payment key when starting the payment fails', async () => {
    settings[paymentSwitch('SmsBundleRenewalRequest')] = 'True';
    vi.spyOn(window, 'open').mockImplementation(() => fakeTab() as unknown as Window);
    const start = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(URL_);
    const o = setup({ payment: payment(['Payment'], start) });
    await confirmTwice();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(o.onDone).toHaveBeenCalledWith('req-1'));
    expect(start.mock.calls[1]![1]).toBe(start.mock.calls[0]![1]);
  });
});
