import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { perLitreToPerTank } from '../../../api/contract/vehicle-consumption.ts';
import { usePendingEdits } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { formatNumber } from '../time';
import { ConsumptionDialog } from './consumption-dialog';
import * as css from './consumption.css';

const CALLS = ['vehicle.correctConsumption'] as const;

export interface VehicleConsumptionProps {
  accountId: string;
  vehicle: { id: string; name: string; consumptionRate: number };
  /** Owners may correct it; observers only read it (the server refuses them). */
  canCorrect: boolean;
}

/**
 * The vehicle's consumption rate as a term of its facts (`<dt>`/`<dd>`), per 20 L tank as it was
 * given at purchase; a correction not yet on the server shows with its new value, marked waiting.
 */
export function VehicleConsumption({ accountId, vehicle, canCorrect }: VehicleConsumptionProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const pending = usePendingEdits(accountId, CALLS)
    .filter((p) => p.edit.subjectId === vehicle.id)
    .at(-1);
  const waiting = pending?.edit.query;
  const perLitre =
    waiting && 'consumptionRate' in waiting
      ? Number(waiting.consumptionRate)
      : vehicle.consumptionRate;
  const rate = formatNumber(perLitreToPerTank(perLitre), i18n.locale);
  return (
    <>
      <dt>
        <Trans>Consumption</Trans>
      </dt>
      <dd className={css.fact} data-testid="vehicle-consumption">
        <span>
          <Trans>{rate} km / 20 L</Trans>
        </span>
        {pending ? (
          <span className={css.pending}>
            {pending.paused ? <Trans>Waiting to be sent</Trans> : <Trans>Sending</Trans>}
          </span>
        ) : null}
        {canCorrect ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t`Correct the consumption rate`}
            onClick={() => setOpen(true)}
          >
            <Trans>Correct</Trans>
          </Button>
        ) : null}
      </dd>
      {open ? (
        <ConsumptionDialog
          accountId={accountId}
          vehicle={{ ...vehicle, consumptionRate: perLitre }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
