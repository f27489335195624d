import { Trans, useLingui } from '@lingui/react/macro';
import {
  mergeDeviceLines,
  type AppliedDiscount,
  type Bill,
  type BillLine,
} from '../../../api/contract/billing.ts';
import { discountPercent, formatAmount, formatCount } from '../format';
import * as css from './bill.css';

/** Price of a line as the spec shows it: unit price × quantity × months (monthly items). */
export const linePrice = (line: BillLine) =>
  line.unitPrice * line.quantity * (line.pricingType === 'Monthly' ? line.requestedMonths : 1);

/** A bill's lines, discounts and totals (spec part 1 §9 "Bill presentation"). */
export function BillTable({ bill }: { bill: Bill }) {
  const { t, i18n } = useLingui();
  const sp = (n: number) => {
    const amount = formatAmount(n, i18n.locale);
    return t`${amount} SP`;
  };
  const lines = mergeDeviceLines(bill.billLineItems, t`Tracking device and installation`);
  return (
    <>
      {/* Focusable so a keyboard can scroll it when it is wider than the screen (axe's
          scrollable-region-focusable); the region is named for screen readers. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={css.scroll} role="region" aria-label={t`Bill items`} tabIndex={0}>
        <table className={css.table}>
          <caption className={css.caption}>
            <Trans>Items</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.item}>
                <Trans>Item</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>Unit price</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>Months</Trans>
              </th>
              <th scope="col" className={css.num}>
                <Trans>Price</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.pricingItemKey}>
                <th scope="row" className={css.item}>
                  {line.pricingItemDisplayName}
                </th>
                <td className={css.num}>{sp(line.unitPrice)}</td>
                <td className={css.num}>{formatCount(line.quantity, i18n.locale)}</td>
                <td className={css.num}>
                  {line.pricingType === 'Monthly'
                    ? formatCount(line.requestedMonths, i18n.locale)
                    : t`One-time`}
                </td>
                <td className={css.num}>{sp(linePrice(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bill.appliedDiscounts.length > 0 ? (
        <dl className={css.totals} aria-label={t`Discounts`}>
          {bill.appliedDiscounts.map((d) => (
            <Discount key={`${d.targetType}:${d.targetKey}`} discount={d} sp={sp} />
          ))}
        </dl>
      ) : null}
      <dl className={css.totals}>
        <div className={css.row}>
          <dt>
            <Trans>Total before discounts</Trans>
          </dt>
          <dd className={css.value}>{sp(bill.totalBeforeDiscounts)}</dd>
        </div>
        <div className={css.grandTotal}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className={css.value}>{sp(bill.total)}</dd>
        </div>
      </dl>
    </>
  );
}

function Discount({ discount: d, sp }: { discount: AppliedDiscount; sp: (n: number) => string }) {
  const { t, i18n } = useLingui();
  const code = d.targetKey;
  const name =
    d.targetType === 'PromoCode' ? t`Promo code ${code}` : t`Subscription duration discount`;
  const percent = formatAmount(discountPercent(d.value), i18n.locale);
  const rule = d.isPercentage ? t`${percent} %` : sp(d.value);
  return (
    <div className={css.row}>
      <dt>
        {name} ({rule})
      </dt>
      <dd className={css.value}>{d.amount !== undefined ? `−${sp(d.amount)}` : rule}</dd>
    </div>
  );
}
