import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Bill } from '../../../api/contract/billing.ts';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { formatAmount } from '../format';
import { BillTable } from './bill-table';
import * as css from './bill.css';

export interface PriceOfferDialogProps {
  open: boolean;
  /** Undefined while the (temporary) bill loads. */
  bill: Bill | undefined;
  /** The user accepted the offer (and the payment, with `confirmPayment`). */
  onConfirm: () => void;
  /** Cancel, Escape, close button or a click outside; the caller keeps its form (draft). */
  onCancel: () => void;
  /** Ask "confirm the payment of … SP?" before `onConfirm` (the purchase flows, spec §4). */
  confirmPayment?: boolean;
  /** While the request is being created. */
  busy?: boolean;
  /** Purchases are online only: Confirm is disabled offline with a message. */
  online?: boolean;
  /** Read-only presentation (request details): a Close button only. */
  readOnly?: boolean;
}

/** The price-offer dialog (spec part 1 §2 item 9, §9 "Bill presentation"). */
export function PriceOfferDialog(props: PriceOfferDialogProps) {
  const { open, bill, onConfirm, onCancel, confirmPayment, busy, online = true, readOnly } = props;
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const total = bill ? formatAmount(bill.total, i18n.locale) : '';
  const accept = () => (confirmPayment ? setAsking(true) : onConfirm());
  const footer = readOnly ? (
    <Button variant="secondary" onClick={onCancel}>
      <Trans>Close</Trans>
    </Button>
  ) : (
    <>
      {online ? null : (
        <p role="status" className={css.offline}>
          <Trans>You are offline. Confirming needs a connection.</Trans>
        </p>
      )}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button onClick={accept} disabled={!bill || !online} loading={busy}>
        <Trans>Confirm</Trans>
      </Button>
    </>
  );
  return (
    <>
      <Dialog
        open={open && !asking}
        onOpenChange={(next) => !next && !busy && onCancel()}
        title={t`Price offer`}
        size="lg"
        footer={footer}
      >
        {bill ? <BillTable bill={bill} /> : <Spinner label={t`Loading the price offer`} />}
      </Dialog>
      <ConfirmDialog
        open={open && asking}
        title={t`Payment confirmation`}
        message={t`Do you confirm the payment of ${total} SP?`}
        confirmLabel={t`Confirm`}
        busy={busy}
        onResult={(yes) => {
          setAsking(false);
          if (yes) onConfirm();
        }}
      />
    </>
  );
}
