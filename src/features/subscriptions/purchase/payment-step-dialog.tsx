import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';

/** What the flow is doing once the request exists and it is to be paid online. */
export type PaymentStep =
  | { name: 'waiting' }
  /** The popup blocker refused the tab: the user opens the page with a real link click. */
  | { name: 'link'; url: string }
  | { name: 'failed' }
  /** Still in review after the wait: it is paid later from the request. */
  | { name: 'review' };

export interface PaymentStepDialogProps {
  step: PaymentStep;
  online: boolean;
  onRetry: () => void;
  /** Ends the flow (the request exists either way). */
  onClose: () => void;
}

/** The payment step of the purchase flow (spec part 1 §4 "Purchase flow"). */
export function PaymentStepDialog({ step, online, onRetry, onClose }: PaymentStepDialogProps) {
  const { t } = useLingui();
  const later = (
    <Button variant="secondary" onClick={onClose}>
      <Trans>Pay later</Trans>
    </Button>
  );
  const footer =
    step.name === 'link' ? (
      <>
        {later}
        <a href={step.url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <Trans>Open the payment page</Trans>
        </a>
      </>
    ) : step.name === 'failed' ? (
      <>
        {later}
        <Button onClick={onRetry} disabled={!online}>
          <Trans>Try again</Trans>
        </Button>
      </>
    ) : step.name === 'review' ? (
      <Button onClick={onClose}>
        <Trans>OK</Trans>
      </Button>
    ) : (
      later
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Payment`} footer={footer}>
      {step.name === 'waiting' ? (
        <p role="status">
          <Spinner size="sm" decorative /> <Trans>Preparing the payment page…</Trans>
        </p>
      ) : step.name === 'link' ? (
        <p>
          <Trans>Your browser blocked the payment tab. Open the payment page with the link.</Trans>
        </p>
      ) : step.name === 'failed' ? (
        <p role="alert">
          <Trans>
            The request was created but the payment could not be started. Try again, or pay later
            from the request.
          </Trans>
        </p>
      ) : (
        <p role="status">
          <Trans>
            The request was created and awaits review. You can pay it from the request once it is
            ready for payment.
          </Trans>
        </p>
      )}
      {online ? null : (
        <p role="status">
          <Trans>You are offline. Paying needs a connection.</Trans>
        </p>
      )}
    </Dialog>
  );
}
