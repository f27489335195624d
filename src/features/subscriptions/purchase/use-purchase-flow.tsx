import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Bill } from '../../../api/contract/billing.ts';
import type { RequestStage, RequestType } from '../../../api/contract/requests.ts';
import { isSwitchOn, paymentSwitch } from '../../../api/contract/payments.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { useOnline } from '../../../ui/use-online';
import { PriceOfferDialog } from '../components/price-offer-dialog';
import { PaymentStepDialog, type PaymentStep } from './payment-step-dialog';
import { openPaymentTab, isWebUrl, type PaymentTab } from './payment-tab';
import { waitForStage } from './wait-for-stage';

export interface PurchasePayment {
  /** Decides which payment switch (app-state setting) applies. */
  type: RequestType;
  /** Starts the payment of the request; resolves with the hosted payment page URL. */
  start: (requestId: string, idempotencyKey: string) => Promise<string>;
  /** The request's current stage (polled quietly until it leaves Review). */
  getStage: (requestId: string) => Promise<RequestStage>;
}

export interface PurchaseFlowOptions {
  tempBill: () => Promise<Bill>;
  /** Creates the request; resolves with its id. The key is the same on a retry. */
  create: (idempotencyKey: string) => Promise<string>;
  /** Omitted or null: the family is never paid here (renewal). */
  payment?: PurchasePayment | null;
  onDone: (requestId: string) => void;
  /** Polling limits (tests shorten them). */
  waitMs?: number;
  pollMs?: number;
}

export interface PurchaseFlow {
  start: () => Promise<void>;
  dialog: ReactNode;
  /** A run is under way (a dialog is open or a call is pending). */
  busy: boolean;
}

type Phase =
  | { name: 'idle' }
  | { name: 'offer'; bill?: Bill; creating?: boolean }
  | ({ requestId: string } & PaymentStep);

/**
 * The purchase flow of spec part 1 §4: temporary bill → price offer → payment confirmation →
 * create the request → (payment switch on) wait for stage Payment, start the payment and open
 * its page in a new tab → onDone. Errors are toasted by `call`; the flow stays where it was.
 */
export function usePurchaseFlow(options: PurchaseFlowOptions): PurchaseFlow {
  const { t } = useLingui();
  const online = useOnline();
  const settings = useCurrentAppState().setting.values;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  // Latest options, so async steps never call a stale closure.
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  // One run = one create key and one payment key, reused on retries until the run ends.
  const run = useRef({ id: 0, createKey: '', payKey: '' });
  const tab = useRef<PaymentTab | null>(null);
  const payOnline = () => {
    const { payment } = opts.current;
    return !!payment && isSwitchOn(settings[paymentSwitch(payment.type)]);
  };

  const closeTab = () => {
    tab.current?.close();
    tab.current = null;
  };
  useEffect(
    () => () => {
      run.current.id++;
      closeTab();
    },
    [],
  );

  const finish = (requestId: string) => {
    run.current.id++;
    tab.current = null;
    setPhase({ name: 'idle' });
    opts.current.onDone(requestId);
  };
  const cancel = () => {
    run.current.id++;
    closeTab();
    setPhase({ name: 'idle' });
  };

  const start = async () => {
    const id = ++run.current.id;
    run.current.createKey = crypto.randomUUID();
    run.current.payKey = crypto.randomUUID();
    setPhase({ name: 'offer' });
    try {
      const bill = await opts.current.tempBill();
      if (run.current.id === id) setPhase({ name: 'offer', bill });
    } catch {
      if (run.current.id === id) setPhase({ name: 'idle' });
    }
  };

  /** Pays the request: the tab (if any) was opened by the click that led here. */
  const pay = async (id: number, requestId: string) => {
    const payment = opts.current.payment!;
    const live = () => run.current.id === id;
    setPhase({ name: 'waiting', requestId });
    const stage = await waitForStage(() => payment.getStage(requestId), {
      timeoutMs: opts.current.waitMs,
      intervalMs: opts.current.pollMs,
      cancelled: () => !live(),
    });
    if (!live()) return;
    if (stage !== 'Payment') {
      closeTab();
      // Past Payment already (nothing to pay) or still in review (paid later from the request).
      if (stage) finish(requestId);
      else setPhase({ name: 'review', requestId });
      return;
    }
    let url: string;
    try {
      url = await payment.start(requestId, run.current.payKey);
    } catch {
      if (live()) setPhase({ name: 'failed', requestId });
      closeTab();
      return;
    }
    if (!live()) return;
    if (tab.current?.go(url)) finish(requestId);
    else if (isWebUrl(url)) setPhase({ name: 'link', requestId, url });
    else setPhase({ name: 'failed', requestId });
  };

  const confirm = async () => {
    const id = run.current.id;
    const bill = phase.name === 'offer' ? phase.bill : undefined;
    // Synchronously inside the click: a tab opened after an await would be blocked.
    if (payOnline()) tab.current = openPaymentTab(t`Preparing the payment page…`);
    setPhase({ name: 'offer', bill, creating: true });
    let requestId: string;
    try {
      requestId = await opts.current.create(run.current.createKey);
    } catch {
      closeTab();
      if (run.current.id === id) setPhase({ name: 'offer', bill });
      return;
    }
    if (run.current.id !== id) return;
    if (payOnline()) await pay(id, requestId);
    else finish(requestId);
  };

  const retry = (requestId: string) => {
    tab.current = openPaymentTab(t`Preparing the payment page…`);
    void pay(run.current.id, requestId);
  };

  const dialog =
    phase.name === 'idle' ? null : phase.name === 'offer' ? (
      <PriceOfferDialog
        open
        bill={phase.bill}
        confirmPayment
        busy={phase.creating}
        online={online}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    ) : (
      <PaymentStepDialog
        step={phase}
        online={online}
        onRetry={() => retry(phase.requestId)}
        onClose={() => {
          closeTab();
          finish(phase.requestId);
        }}
      />
    );
  return { start, dialog, busy: phase.name !== 'idle' };
}
