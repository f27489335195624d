import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionPlan } from '../../../api/contract/catalogue.ts';
import { Button } from '../../../ui/button';
import { formatAmount, formatCount } from '../format';
import { PlanFeatures } from './plan-features';
import * as css from './subscriptions.css';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  /** Ordering is online only. */
  disabled: boolean;
  onOrder: (plan: SubscriptionPlan) => void;
}

/** One plan: price per vehicle per month, users, features, order (spec part 1 §2 item 8). */
export function PlanCard({ plan, disabled, onOrder }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const price = formatAmount(plan.price, i18n.locale);
  const users = plan.userCount;
  const months = plan.relatedSubscriptionDurationMonths
    ?.map((m) => formatCount(m, i18n.locale))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  const name = plan.localizedName;
  return (
    <li className={css.card} aria-label={name}>
      <h2 className={css.cardTitle}>{name}</h2>
      <p className={css.price}>
        <Trans>
          {price} SP<span className={css.priceUnit}>per vehicle / month</span>
        </Trans>
      </p>
      <p className={css.muted}>
        {t`${plural(users, { one: '# user', other: '# users' })}`}
        {months ? <> · {t`Sold for ${months} months`}</> : null}
      </p>
      <PlanFeatures planKey={plan.key} />
      <Button
        fullWidth
        disabled={disabled}
        onClick={() => onOrder(plan)}
        aria-label={t`Order ${name}`}
      >
        <Trans>Order</Trans>
      </Button>
    </li>
  );
}
