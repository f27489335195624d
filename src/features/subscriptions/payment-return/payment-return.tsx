import { useMemo } from 'react';
import { PaymentReturnDialog } from './payment-return-dialog';
import { paymentReturnOf } from './return-params';

/**
 * The dialog for a provider's return in `search` (a location's query); nothing when the query
 * names no payment of ours.
 */
export function PaymentReturn({ search, onClose }: { search: string; onClose: () => void }) {
  const back = useMemo(() => paymentReturnOf(search), [search]);
  return back ? <PaymentReturnDialog back={back} onClose={onClose} /> : null;
}
