import { useState } from 'react';
import type { Bill } from '../../../api/contract/billing.ts';
import { businessRequests } from '../../../api/contract/requests.ts';
import { call } from '../../../api/http.ts';
import { PriceOfferDialog } from '../components/price-offer-dialog';
import { toCountsBody, type CreateValues } from './create-form';

/**
 * Business Excel path before the file (spec §4): the price from the counts
 * (tempBillWithoutVehiclesData); accepting it leads to the upload step, nothing is created.
 */
export function usePreUploadBill(
  values: () => CreateValues,
  online: boolean,
  onAccept: () => void,
) {
  const [state, setState] = useState<{ open: boolean; bill?: Bill }>({ open: false });
  const start = async () => {
    setState({ open: true });
    try {
      const bill = await call(businessRequests.tempBillWithoutVehiclesData, {
        body: toCountsBody(values()),
      });
      setState((s) => (s.open ? { open: true, bill } : s));
    } catch {
      // `call` showed the error; the form stays as it was.
      setState({ open: false });
    }
  };
  const dialog = state.open ? (
    <PriceOfferDialog
      open
      bill={state.bill}
      online={online}
      onCancel={() => setState({ open: false })}
      onConfirm={() => {
        setState({ open: false });
        onAccept();
      }}
    />
  ) : null;
  return { start, dialog, busy: state.open };
}
