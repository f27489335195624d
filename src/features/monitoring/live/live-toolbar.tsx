import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '../../../api/contract/vehicles.ts';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { visuallyHidden } from '../../../ui/shared.css';
import { LIVE_WINDOWS, type LiveWindow } from '../time';
import * as css from './live.css';

const WINDOW_LABELS = {
  now: msg`Now`,
  hour: msg`Hour`,
  day: msg`24 hours`,
} as const;

export interface LiveToolbarProps {
  vehicles: readonly Vehicle[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  window: LiveWindow;
  onWindow: (w: LiveWindow) => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  panelId: string;
}

/** Vehicle picker, time window and the info-panel toggle (spec part 2 §2 "Live map"). */
export function LiveToolbar(props: LiveToolbarProps) {
  const { t, i18n } = useLingui();
  const options = props.vehicles.map((v) => ({ value: v.id, label: v.name }));
  return (
    <div className={css.toolbar}>
      <SelectField
        className={css.picker}
        label={t`Vehicle`}
        placeholder={t`All vehicles`}
        options={options}
        value={props.selectedId ?? ''}
        onChange={(e) => props.onSelect(e.target.value || null)}
      />
      <fieldset className={css.windows}>
        <legend className={css.muted}>{t`Time window`}</legend>
        {(Object.keys(LIVE_WINDOWS) as LiveWindow[]).map((w) => (
          <label key={w} className={css.choice}>
            <input
              type="radio"
              name="live-window"
              value={w}
              checked={props.window === w}
              onChange={() => props.onWindow(w)}
              className={visuallyHidden}
            />
            {i18n._(WINDOW_LABELS[w])}
          </label>
        ))}
      </fieldset>
      {/* On a phone the sheet's own button shows and hides the vehicles. */}
      <Button
        variant="secondary"
        className={css.desktopOnly}
        aria-expanded={props.panelOpen}
        aria-controls={props.panelId}
        onClick={props.onTogglePanel}
      >
        {props.panelOpen ? t`Hide info panel` : t`Show info panel`}
      </Button>
    </div>
  );
}
