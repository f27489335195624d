import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { userMessage } from '../../../api/http-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { subscriptionQueries } from '../api/query-keys';
import { requestQueries } from '../requests/query-keys';
import { settlePaymentReturn } from './payment-calls';
import type { PaymentReturn } from './return-params';

export interface PaymentReturnDialogProps {
  back: PaymentReturn;
  /** The dialog was closed: the caller drops the provider's parameters from the address. */
  onClose: () => void;
}

/**
 * Shown where the payment provider sends the payer back: the server checks the payment with the
 * provider, and the payer reads what became of it (paid, failed, not confirmed yet, or closed).
 */
export function PaymentReturnDialog({ back, onClose }: PaymentReturnDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: subscriptionQueries.paymentReturn(back.paymentId, back.reference),
    queryFn: async () => {
      try {
        return await settlePaymentReturn(back);
      } finally {
        // Stages may have moved: the request lists on screen look again.
        void queryClient.invalidateQueries({ queryKey: requestQueries.all() });
      }
    },
    // Asked once per visit and on "Check again" only; an answer about money is never kept.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { persist: false },
  });
  const state = query.isFetching
    ? ({ name: 'checking' } as const)
    : query.isError || !query.data
      ? ({ name: 'error', message: userMessage(query.error) } as const)
      : ({ name: 'answered', payment: query.data } as const);
  const check = () => query.refetch();

  const status = state.name === 'answered' ? state.payment.status : null;
  const again = state.name === 'error' || status === 'Pending';
  const footer = (
    <>
      {again ? (
        <Button variant="secondary" onClick={() => void check()}>
          <Trans>Check again</Trans>
        </Button>
      ) : null}
      <Button onClick={onClose} disabled={state.name === 'checking'}>
        <Trans>OK</Trans>
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Your payment`}
      footer={footer}
    >
      {state.name === 'checking' ? (
        <p role="status">
          <Spinner size="sm" decorative /> <Trans>Checking your payment…</Trans>
        </p>
      ) : state.name === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : status === 'Paid' ? (
        <p role="status">
          <Trans>Payment received. Your request moves on to its next stage.</Trans>
        </p>
      ) : status === 'Failed' ? (
        <p role="alert">
          <Trans>
            The payment did not go through. Your request still waits for payment: you can pay it
            again from the request.
          </Trans>
        </p>
      ) : status === 'Pending' ? (
        <p role="status">
          <Trans>Your payment is not confirmed yet. If you paid, check again in a moment.</Trans>
        </p>
      ) : (
        <p role="alert">
          <Trans>
            This payment link had already been closed, so it did not pay your request. Any amount
            taken is given back to you.
          </Trans>
        </p>
      )}
    </Dialog>
  );
}
