import type { UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionPlan } from '../../../api/contract/catalogue.ts';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form-fields';
import type { SubscriptionVehicle } from '../vehicle-form';
import { AddressFields } from './address-fields';
import type { CreateValues } from './create-form';
import { PlanFields } from './plan-fields';
import { SmsFields } from './sms-fields';
import { VehiclesSection } from './vehicles-section';
import * as css from './create.css';

export interface FormStepProps {
  form: UseFormReturn<CreateValues>;
  isBusiness: boolean;
  userCount: number | undefined;
  onPlan: (plan: SubscriptionPlan | undefined) => void;
  vehicles: readonly SubscriptionVehicle[];
  onVehicles: (vehicles: SubscriptionVehicle[]) => void;
  onUpload: () => void;
  /** All required fields are filled (Confirm is disabled until then, spec §5). */
  valid: boolean;
  /** The count rule's text (vehicleCountError / trackersCountError), shown as an alert. */
  countsAlert: string | null;
  busy: boolean;
  online: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 2: the subscription request form (spec part 1 §3, §5 "Create form"). */
export function FormStep(props: FormStepProps) {
  const { form, isBusiness, valid, countsAlert, busy, online } = props;
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        // The vehicle dialog's form sits in a portal, but React bubbles its submit through here.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        if (valid && online && !busy) props.onConfirm();
      }}
    >
      <section className={css.section} aria-label={t`Plan`}>
        <PlanFields control={form.control} userCount={props.userCount} onPlan={props.onPlan} />
      </section>
      <section className={css.section} aria-label={t`Account`}>
        {isBusiness ? (
          <FormTextField
            control={form.control}
            name="companyName"
            rules={{ validate: (v) => String(v).trim() !== '' || 'required' }}
            required
            maxLength={128}
            autoComplete="organization"
            label={t`Company name`}
          />
        ) : null}
        <FormTextField
          control={form.control}
          name="accountName"
          rules={{ validate: (v) => String(v).trim() !== '' || 'required' }}
          required
          maxLength={128}
          autoComplete="off"
          label={t`Account name`}
        />
        <SmsFields control={form.control} />
      </section>
      <section className={css.section} aria-label={t`Address`}>
        <AddressFields form={form} />
      </section>
      <section className={css.section} aria-label={t`Vehicles`}>
        <VehiclesSection
          control={form.control}
          vehicles={props.vehicles}
          onChange={props.onVehicles}
          onUpload={props.onUpload}
        />
      </section>
      {countsAlert ? (
        <p role="alert" className={css.alert}>
          {countsAlert}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className={css.hint}>
          <Trans>You are offline. Your form is kept; confirming needs a connection.</Trans>
        </p>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={props.onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={!valid || !online} loading={busy}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </form>
  );
}
