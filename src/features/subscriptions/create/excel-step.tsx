import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { VehicleList } from '../components/vehicle-list';
import { excelErrorMessage } from '../excel/excel-messages';
import { downloadVehiclesTemplate, readVehiclesFile } from '../excel/read-workbook';
import { ACCEPTED_EXTENSIONS } from '../excel/columns';
import type { SubscriptionVehicle } from '../vehicle-form';
import { countsError } from './create-form';
import { useCountsMessage } from './counts-message';
import * as css from './create.css';

export interface ExcelStepProps {
  vehicleCount: string;
  deviceCount: string;
  /** The file's vehicles passed the count checks and the user took them. */
  onAccept: (vehicles: SubscriptionVehicle[]) => void;
  onBack: () => void;
}

type Read =
  | { name: 'idle' }
  | { name: 'reading' }
  | { name: 'error'; message: string }
  | { name: 'ready'; vehicles: SubscriptionVehicle[]; skipped: number };

/**
 * Step 3 (spec part 1 §4, §5 "Excel"): read in a worker, checked against the counts; nothing is
 * sent. This module is loaded lazily, so the reader stays out of the earlier steps' chunks.
 */
export default function ExcelStep({ vehicleCount, deviceCount, onAccept, onBack }: ExcelStepProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const countsMessage = useCountsMessage();
  const [read, setRead] = useState<Read>({ name: 'idle' });
  const [templateFailed, setTemplateFailed] = useState(false);
  const intro = t`The first sheet is read, one vehicle per row with the template's five columns. Expected: ${vehicleCount} vehicles, ${deviceCount} of them needing a tracking device.`;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setRead({ name: 'reading' });
    const result = await readVehiclesFile(file);
    if (!result.ok) {
      setRead({ name: 'error', message: excelErrorMessage(result.error, i18n, result.missing) });
      return;
    }
    const vehicles = result.vehicles;
    const error = countsError({ excelMode: true, vehicleCount, deviceCount }, vehicles);
    setRead(
      error
        ? { name: 'error', message: countsMessage(error) }
        : { name: 'ready', vehicles, skipped: result.skipped },
    );
  };
  const count = read.name === 'ready' ? read.vehicles.length : 0;
  const skipped = read.name === 'ready' ? read.skipped : 0;
  return (
    <div className={css.fieldset}>
      <p className={css.hint}>{intro}</p>
      <div className={css.row}>
        <label htmlFor={inputId}>
          <Trans>Vehicles file (.xlsx or .xls)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            // The same file chosen again (after fixing it) must fire a change again.
            e.target.value = '';
          }}
        />
        <Button
          variant="ghost"
          onClick={() => void downloadVehiclesTemplate().then((ok) => setTemplateFailed(!ok))}
        >
          <Trans>Download the template</Trans>
        </Button>
      </div>
      {templateFailed ? (
        <p role="alert" className={css.alert}>
          <Trans>The template could not be made. Try again.</Trans>
        </p>
      ) : null}
      {read.name === 'reading' ? <Spinner label={t`Reading the file`} /> : null}
      {read.name === 'error' ? (
        <p role="alert" className={css.alert}>
          {read.message}
        </p>
      ) : null}
      {read.name === 'ready' ? (
        <>
          <p role="status" className={css.hint}>
            {read.skipped > 0
              ? t`${count} vehicles read; ${skipped} incomplete rows skipped.`
              : t`${count} vehicles read.`}
          </p>
          <VehicleList vehicles={read.vehicles} label={t`Vehicles from the file`} />
        </>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button
          disabled={read.name !== 'ready'}
          onClick={() => read.name === 'ready' && onAccept(read.vehicles)}
        >
          <Trans>Use these vehicles</Trans>
        </Button>
      </div>
    </div>
  );
}
