import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { plansQuery } from '../api/list-plans';
import type { SubscriptionVehicle } from '../vehicle-form';
import { smsBundlesQuery, type AccountState } from './api/queries';
import { NewVehicles } from './new-vehicles';
import { ObserversToRemove } from './observers-dialog';
import { OldVehicles } from './old-vehicles';
import { leaveForPlans, returnFromPlans, type PlansTrip } from './plans-trip';
import { PurchasePage } from './purchase-page';
import { RenewPlanFields } from './renew-plan-fields';
import type { AccountScreenProps } from './sms-bundle-page';
import { useAccountPurchase } from './use-account-purchase';
import { useBundleLabel } from './use-bundle-label';
import { useSessionState } from './use-session-state';
import * as css from './purchase.css';

/** /track-accounts/renew-subscription/{id} (spec part 1 §2 item 5). */
export function RenewSubscriptionPage(props: AccountScreenProps) {
  const { t } = useLingui();
  return (
    <PurchasePage {...props} title={t`Renew subscription`}>
      {(state) => <RenewForm {...props} state={state} />}
    </PurchasePage>
  );
}

function RenewForm({
  accountId,
  prepare,
  online,
  state,
}: AccountScreenProps & { state: AccountState }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const plans = useQuery(plansQuery(i18n.locale)).data?.items ?? [];
  const bundles = useQuery(smsBundlesQuery(i18n.locale)).data?.items ?? [];
  const sub = state.subscription;
  const [form, update, clear] = useSessionState(`renewalDraft:${accountId}`, {
    subscriptionPlanKey: sub.subscriptionPlanKey,
    months: sub.subscriptionDurationInMonth || 1,
    sms: sub.smsBundle !== null,
    smsBundleId: sub.smsBundle?.id ?? '',
    promoCode: '',
    newVehicles: [] as SubscriptionVehicle[],
    removeVehicles: [] as string[],
    removeUsers: [] as string[],
    plansTrip: null as PlansTrip | null,
  });
  const [submitted, setSubmitted] = useState(false);
  const trip = form.plansTrip;
  useEffect(() => {
    // Back from /plans?select=true: take the plan chosen there.
    if (!trip) return;
    const chosen = returnFromPlans(trip);
    update({ plansTrip: null, ...(chosen ? { subscriptionPlanKey: chosen } : {}) });
  }, [trip, update]);
  const userCount = plans.find((p) => p.key === form.subscriptionPlanKey)?.userCount;
  const flow = useAccountPurchase('RenewSubscription', accountId, {
    body: () => ({
      subscriptionPlanKey: form.subscriptionPlanKey,
      userCount,
      subscriptionDurationInMonths: form.months,
      smsBundleId: form.sms ? form.smsBundleId : undefined,
      // Only vehicles without a prior id are new (spec §5).
      newVehicles: form.newVehicles.filter((v) => !v.id),
      removeVehicles: form.removeVehicles,
      removeUsers: form.removeUsers,
      promoCode: form.promoCode,
    }),
    pay: false,
    onCreated: clear,
  });
  const bundleMissing = form.sms && !form.smsBundleId;
  const bundleLabel = useBundleLabel();
  const bundleOptions = bundles.map((b) => ({ value: b.id, label: bundleLabel(b, i18n.locale) }));
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (form.subscriptionPlanKey && !bundleMissing) void flow.start();
      }}
    >
      <RenewPlanFields
        plans={plans}
        planKey={form.subscriptionPlanKey}
        months={form.months}
        onPlan={(subscriptionPlanKey) => update({ subscriptionPlanKey })}
        onMonths={(months) => update({ months })}
        onViewPlans={() => {
          update({ plansTrip: leaveForPlans() });
          void router.navigate({ to: '/plans', search: { select: true } });
        }}
        activeUsers={sub.currentActiveUserCount}
        removedUsers={form.removeUsers.length}
        observers={
          <ObserversToRemove
            accountId={accountId}
            prepare={prepare}
            removed={form.removeUsers}
            onRemovedChange={(removeUsers) => update({ removeUsers })}
          />
        }
        submitted={submitted}
      />
      <CheckboxField
        label={t`Add an SMS bundle`}
        checked={form.sms}
        onCheckedChange={(sms) => update({ sms })}
      />
      {form.sms ? (
        <SelectField
          label={t`SMS bundle`}
          placeholder={t`Choose a bundle`}
          required
          touched={submitted || undefined}
          error={bundleMissing ? 'required' : null}
          options={bundleOptions}
          value={form.smsBundleId}
          onChange={(event) => update({ smsBundleId: event.target.value })}
        />
      ) : null}
      <TextField
        label={t`Promo code`}
        value={form.promoCode}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => update({ promoCode: event.target.value })}
      />
      <NewVehicles
        vehicles={form.newVehicles}
        onChange={(newVehicles) => update({ newVehicles })}
      />
      <OldVehicles
        vehicles={state.vehicles}
        removed={form.removeVehicles}
        onRemovedChange={(removeVehicles) => update({ removeVehicles })}
      />
      <div className={css.actions}>
        <Button type="submit" disabled={!online} loading={flow.busy}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
      {flow.dialog}
    </form>
  );
}
