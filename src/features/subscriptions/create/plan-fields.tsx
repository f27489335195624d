import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useWatch, type Control } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { DurationDiscount, SubscriptionPlan } from '../../../api/contract/catalogue.ts';
import { FormSelectField, FormTextField } from '../../../ui/form-fields';
import { TextField } from '../../../ui/text-field';
import { plansQuery } from '../api/list-plans';
import { discountPercent, formatAmount, formatCount } from '../format';
import { durationDiscountsQuery } from './api/duration-discounts';
import type { CreateValues } from './create-form';
import * as css from './create.css';

const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** §9: 1…12 months, or the plan's related durations. */
export const durationOptions = (plan: SubscriptionPlan | undefined) =>
  plan?.relatedSubscriptionDurationMonths?.length
    ? plan.relatedSubscriptionDurationMonths
    : ALL_MONTHS;

export interface PlanFieldsProps {
  control: Control<CreateValues>;
  userCount: number | undefined;
  /** A plan was chosen in the select (its user count follows). */
  onPlan: (plan: SubscriptionPlan | undefined) => void;
}

/** Plan, user count (read-only), duration with its discount hint, and promo code. */
export function PlanFields({ control, userCount, onPlan }: PlanFieldsProps) {
  const { t, i18n } = useLingui();
  const plans = useQuery(plansQuery(i18n.locale)).data?.items ?? [];
  const discounts = useQuery(durationDiscountsQuery()).data?.items ?? [];
  const planKey = useWatch({ control, name: 'subscriptionPlanKey' });
  const months = Number(useWatch({ control, name: 'subscriptionDurationInMonths' }));
  const plan = plans.find((p) => p.key === planKey);
  const describe = (d: DurationDiscount | undefined) => {
    if (!d) return '';
    const percent = formatAmount(discountPercent(d.value), i18n.locale);
    const amount = formatAmount(d.value, i18n.locale);
    return d.isPercentage ? t`${percent} % off` : t`${amount} SP off`;
  };
  const monthLabel = (n: number) => {
    const text = i18n._(msg`${plural(n, { one: '# month', other: '# months' })}`);
    const off = describe(discounts.find((d) => d.months === n));
    return off ? `${text} (${off})` : text;
  };
  const chosenDiscount = describe(discounts.find((d) => d.months === months));
  return (
    <div className={css.grid}>
      <div>
        <FormSelectField
          control={control}
          name="subscriptionPlanKey"
          rules={{
            required: true,
            onChange: (e: { target: { value: string } }) =>
              onPlan(plans.find((p) => p.key === e.target.value)),
          }}
          required
          label={t`Plan`}
          placeholder={t`Choose a plan`}
          options={plans.map((p) => {
            const name = p.localizedName;
            const price = formatAmount(p.price, i18n.locale);
            return { value: p.key, label: t`${name} — ${price} SP per vehicle per month` };
          })}
        />
        <Link to="/plans" search={{ select: true }} className={css.hint}>
          <Trans>View plans</Trans>
        </Link>
      </div>
      <TextField
        label={t`User count`}
        value={userCount === undefined ? '' : formatCount(userCount, i18n.locale)}
        readOnly
        hint={t`Set by the plan.`}
      />
      <FormSelectField
        control={control}
        name="subscriptionDurationInMonths"
        rules={{ required: true }}
        required
        label={t`Duration`}
        options={durationOptions(plan).map((n) => ({ value: String(n), label: monthLabel(n) }))}
        hint={chosenDiscount ? t`Discount for this duration: ${chosenDiscount}` : undefined}
      />
      <FormTextField
        control={control}
        name="promoCode"
        maxLength={64}
        autoComplete="off"
        label={t`Promo code (optional)`}
      />
    </div>
  );
}
