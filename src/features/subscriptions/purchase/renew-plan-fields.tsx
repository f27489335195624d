import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionPlan } from '../../../api/contract/catalogue.ts';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { discountPercent, formatAmount, formatCount } from '../format';
import { discountsQuery } from './api/queries';
import * as css from './purchase.css';

const ANY_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export interface RenewPlanFieldsProps {
  plans: readonly SubscriptionPlan[];
  planKey: string;
  months: number;
  onPlan: (key: string) => void;
  onMonths: (months: number) => void;
  onViewPlans: () => void;
  /** The account's active users now, and the observers the form removes. */
  activeUsers: number;
  removedUsers: number;
  /** The observer list (shown under the user count). */
  observers: ReactNode;
  submitted: boolean;
}

/** Plan, duration (with its discount hint) and the read-only user count (spec §2 item 5, §5). */
export function RenewPlanFields(props: RenewPlanFieldsProps) {
  const { plans, planKey, months, onPlan, onMonths, onViewPlans, submitted } = props;
  const { t, i18n } = useLingui();
  const discounts = useQuery(discountsQuery()).data?.items ?? [];
  const plan = plans.find((p) => p.key === planKey);
  const monthOptions = plan?.relatedSubscriptionDurationMonths?.length
    ? plan.relatedSubscriptionDurationMonths
    : ANY_MONTHS;
  // The server applies the rule for exactly this month count (billing quote).
  const rule = discounts.find((d) => d.months === months);
  const percent = rule ? discountPercent(rule.value) : 0;
  const amount = rule ? formatAmount(rule.value, i18n.locale) : '';
  const hint = !rule
    ? undefined
    : rule.isPercentage
      ? t`${percent} % discount for ${months} months`
      : t`${amount} SP discount for ${months} months`;
  const userCount = plan?.userCount ?? 0;
  const activeUsers = formatCount(props.activeUsers, i18n.locale);
  const tooMany = plan && props.activeUsers > userCount + props.removedUsers;
  return (
    <>
      <SelectField
        label={t`Subscription plan`}
        placeholder={t`Choose a plan`}
        required
        touched={submitted || undefined}
        error={planKey ? null : 'required'}
        options={plans.map((p) => ({ value: p.key, label: p.localizedName }))}
        value={planKey}
        onChange={(event) => onPlan(event.target.value)}
      />
      <div className={css.row}>
        <a
          href="/plans?select=true"
          className={css.link}
          onClick={(event) => {
            event.preventDefault();
            onViewPlans();
          }}
        >
          <Trans>View plans</Trans>
        </a>
      </div>
      <SelectField
        label={t`Duration`}
        hint={hint}
        required
        // Same message as the create form's duration options (Arabic has six plural forms).
        options={monthOptions.map((n) => ({
          value: String(n),
          label: t`${plural(n, { one: '# month', other: '# months' })}`,
        }))}
        value={String(months)}
        onChange={(event) => onMonths(Number(event.target.value))}
      />
      <TextField label={t`User count`} value={formatCount(userCount, i18n.locale)} readOnly />
      {props.observers}
      {tooMany ? (
        <p role="status" className={css.warning}>
          <Trans>
            The account has {activeUsers} active users, more than this plan allows. Remove observers
            or choose a plan with more users.
          </Trans>
        </p>
      ) : null}
    </>
  );
}
