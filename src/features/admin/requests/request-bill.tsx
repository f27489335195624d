import { Trans, useLingui } from '@lingui/react/macro';
import type { Bill } from '../../../api/contract/billing.ts';
import * as gs from '../grid/grid.styles';
import { formatAmount } from './request-texts';
import * as s from './requests.styles';

/** A request's bill: its lines and totals in SP (spec part 1 §9 bill presentation). */
export function RequestBill({ bill }: { bill: Bill | null }) {
  const { t, i18n } = useLingui();
  if (!bill) {
    return (
      <p style={gs.muted}>
        <Trans>This request has no bill.</Trans>
      </p>
    );
  }
  const sp = (value: number) => {
    const amount = formatAmount(value, i18n.locale);
    return t`${amount} SP`;
  };
  const linePrice = (l: Bill['billLineItems'][number]) =>
    l.unitPrice * l.quantity * (l.pricingType === 'Monthly' ? l.requestedMonths : 1);
  return (
    <div style={gs.scroller}>
      <table style={gs.table}>
        <caption style={gs.caption}>
          <Trans>Bill</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={gs.th}>
              <Trans>Item</Trans>
            </th>
            <th scope="col" style={{ ...gs.th, ...s.number }}>
              <Trans>Unit price</Trans>
            </th>
            <th scope="col" style={{ ...gs.th, ...s.number }}>
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" style={{ ...gs.th, ...s.number }}>
              <Trans>Months</Trans>
            </th>
            <th scope="col" style={{ ...gs.th, ...s.number }}>
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.billLineItems.map((l) => (
            <tr key={l.pricingItemKey}>
              <td style={gs.td}>
                <bdi>{l.pricingItemDisplayName}</bdi>
              </td>
              <td style={{ ...gs.td, ...s.number }}>{sp(l.unitPrice)}</td>
              <td style={{ ...gs.td, ...s.number }}>{i18n.number(l.quantity)}</td>
              <td style={{ ...gs.td, ...s.number }}>
                {l.pricingType === 'Monthly' ? i18n.number(l.requestedMonths) : t`One-time`}
              </td>
              <td style={{ ...gs.td, ...s.number }}>{sp(linePrice(l))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {bill.totalBeforeDiscounts !== bill.total ? (
            <tr>
              <th scope="row" colSpan={4} style={gs.td}>
                <Trans>Total before discounts</Trans>
              </th>
              <td style={{ ...gs.td, ...s.number }}>{sp(bill.totalBeforeDiscounts)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={4} style={gs.td}>
              <Trans>Total</Trans>
            </th>
            <td style={{ ...gs.td, ...s.number, fontWeight: 700 }}>{sp(bill.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
