import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../ui/form-fields';
import {
  DEFAULT_COLOR,
  DEFAULT_CONSUMPTION_PER_LITRE,
  SUB_CLASSES,
  subClassLabel,
  fromApiColor,
  perLitreToPerTank,
  perTankToPerLitre,
  toApiColor,
  type SubscriptionVehicle,
} from '../vehicle-form';
import { ColorSwatches } from './color-swatches';

export interface VehicleDialogProps {
  /** The vehicle being edited; absent to add one. */
  vehicle?: SubscriptionVehicle;
  onSave: (vehicle: SubscriptionVehicle) => void;
  onClose: () => void;
}

interface Values {
  licensePlateSubClass: string;
  licensePlateSerial: string;
  /** km per 20 L, as typed. */
  consumptionPerTank: string;
  color: string;
  needsTrackingDevice: boolean;
}

const toValues = (v?: SubscriptionVehicle): Values => ({
  licensePlateSubClass: v?.licensePlateSubClass ?? '',
  licensePlateSerial: v?.licensePlateSerial ?? '',
  consumptionPerTank: String(
    perLitreToPerTank(v?.consumptionRate ?? DEFAULT_CONSUMPTION_PER_LITRE),
  ),
  color: v ? fromApiColor(v.color) : DEFAULT_COLOR,
  needsTrackingDevice: v?.needsTrackingDevice ?? false,
});

/** Add or edit a vehicle (spec part 1 §2 item 9, §5, §9). Nothing is sent: the form keeps it. */
export function VehicleDialog({ vehicle, onSave, onClose }: VehicleDialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm<Values>({ mode: 'all', defaultValues: toValues(vehicle) });
  const options = SUB_CLASSES.map((s) => ({
    value: s.value,
    label: subClassLabel(s.value, (d) => i18n._(d)),
  }));
  const current = vehicle?.licensePlateSubClass;
  // A sub-class from a spreadsheet may be outside the list: keep it choosable.
  if (current && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: current });
  }
  const save = form.handleSubmit((values) => {
    onSave({
      ...(vehicle?.id ? { id: vehicle.id } : {}),
      licensePlateSubClass: values.licensePlateSubClass,
      licensePlateSerial: values.licensePlateSerial.trim(),
      consumptionRate: perTankToPerLitre(Number(values.consumptionPerTank)),
      color: toApiColor(values.color),
      needsTrackingDevice: values.needsTrackingDevice,
    });
  });
  const validRate = (raw: unknown) => {
    const perLitre = perTankToPerLitre(Number(raw));
    return (
      (Number.isFinite(perLitre) && perLitre > 0 && perLitre <= 1000) ||
      t`Enter a consumption above 0 km per 20 L.`
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={vehicle ? t`Edit vehicle` : t`Add vehicle`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="vehicle-form" disabled={!form.formState.isValid}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form id="vehicle-form" noValidate onSubmit={(e) => void save(e)}>
        <FormSelectField
          control={form.control}
          name="licensePlateSubClass"
          rules={{ required: true }}
          required
          label={t`Licence plate sub-class`}
          placeholder={t`Choose a sub-class`}
          options={options}
        />
        <FormTextField
          control={form.control}
          name="licensePlateSerial"
          rules={{ required: true, validate: (v) => String(v).trim() !== '' || 'required' }}
          required
          maxLength={32}
          autoComplete="off"
          label={t`Licence plate serial`}
        />
        <FormTextField
          control={form.control}
          name="consumptionPerTank"
          rules={{ required: true, validate: validRate }}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          label={t`Consumption rate (km per 20 L)`}
          hint={t`How far the vehicle goes on a 20-litre tank.`}
        />
        <Controller
          control={form.control}
          name="color"
          rules={{ required: true }}
          render={({ field }) => (
            <ColorSwatches legend={t`Colour`} value={field.value} onChange={field.onChange} />
          )}
        />
        <FormCheckboxField
          control={form.control}
          name="needsTrackingDevice"
          label={t`Needs a tracking device`}
        />
      </form>
    </Dialog>
  );
}
