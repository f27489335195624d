import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { perLitreToPerTank } from '../../../api/contract/vehicle-consumption.ts';
import { useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { correctConsumptionEdit } from '../api/edits';
import { formatNumber } from '../time';
import { MAX_PER_TANK, perLitreFromTyped } from './consumption-rule';
import * as css from './consumption.css';

export interface ConsumptionDialogProps {
  accountId: string;
  vehicle: { id: string; name: string; consumptionRate: number };
  onClose: () => void;
}

/** An owner corrects the rate given at purchase, typed per 20 L tank as it was then. */
export function ConsumptionDialog({ accountId, vehicle, onClose }: ConsumptionDialogProps) {
  const { t, i18n } = useLingui();
  const run = useRunEdit();
  const [typed, setTyped] = useState(() => String(perLitreToPerTank(vehicle.consumptionRate)));
  const [saving, setSaving] = useState(false);
  const perLitre = perLitreFromTyped(typed);
  const max = formatNumber(MAX_PER_TANK, i18n.locale);
  const problem = perLitre === null ? t`Enter 0 to ${max} km per 20 L.` : null;
  const name = vehicle.name;
  // State is a render late: a double click in one frame would send twice.
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (perLitre === null || inFlight.current) return;
    if (perLitre === vehicle.consumptionRate) return onClose();
    inFlight.current = true;
    setSaving(true);
    try {
      const outcome = await run(correctConsumptionEdit(accountId, vehicle, perLitre));
      if (outcome.status === 'sent') {
        toast.success(t`The consumption rate of ${name} was corrected.`);
      }
      onClose();
    } catch {
      // Refused: the toast said why; the dialog keeps what was typed.
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Correct the consumption rate`}
      description={<bdi>{name}</bdi>}
      size="sm"
    >
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Consumption rate (km per 20 L)`}
          hint={t`How far the vehicle goes on a 20-litre tank.`}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PER_TANK}
          step="any"
          required
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={problem}
        />
        <div className={page.actions}>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={problem !== null} loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
