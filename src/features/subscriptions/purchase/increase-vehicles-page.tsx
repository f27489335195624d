import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextField } from '../../../ui/text-field';
import { formatCount } from '../format';
import type { SubscriptionVehicle } from '../vehicle-form';
import type { AccountState } from './api/queries';
import { NewVehicles } from './new-vehicles';
import { PurchasePage } from './purchase-page';
import type { AccountScreenProps } from './sms-bundle-page';
import { useAccountPurchase } from './use-account-purchase';
import { useSessionState } from './use-session-state';
import * as css from './purchase.css';

/** /track-accounts/increase-vehicle/{id} (spec part 1 §2 item 4). */
export function IncreaseVehiclesPage(props: AccountScreenProps) {
  const { t } = useLingui();
  return (
    <PurchasePage {...props} title={t`Increase vehicles`}>
      {(state) => <IncreaseVehiclesForm {...props} state={state} />}
    </PurchasePage>
  );
}

const EMPTY = { vehicles: [] as SubscriptionVehicle[], promoCode: '', hasValidDevice: false };

function IncreaseVehiclesForm(props: AccountScreenProps & { state: AccountState }) {
  const { accountId, online, state } = props;
  const { t, i18n } = useLingui();
  const [form, update, clear] = useSessionState(`addVehiclesDraft:${accountId}`, EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const flow = useAccountPurchase('AddVehiclesRequest', accountId, {
    body: () => ({
      trackVehicles: form.vehicles.map(({ id: _id, ...v }) => ({
        ...v,
        // Vehicles that bring their own working devices need none from us (spec §7).
        needsTrackingDevice: form.hasValidDevice ? false : v.needsTrackingDevice,
      })),
      promoCode: form.promoCode,
      hasValidDevice: form.hasValidDevice,
    }),
    pay: true,
    onCreated: clear,
  });
  const empty = form.vehicles.length === 0;
  const count = formatCount(state.vehicleCount, i18n.locale);
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!empty) void flow.start();
      }}
    >
      <p className={css.fact}>
        <Trans>Current vehicle count: {count}</Trans>
      </p>
      <TextField
        label={t`Promo code`}
        value={form.promoCode}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => update({ promoCode: event.target.value })}
      />
      <CheckboxField
        label={t`The new vehicles already have working tracking devices`}
        checked={form.hasValidDevice}
        onCheckedChange={(hasValidDevice) => update({ hasValidDevice })}
      />
      <NewVehicles
        vehicles={form.vehicles}
        onChange={(vehicles) => update({ vehicles })}
        error={submitted && empty ? t`Must have at least one item` : null}
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
