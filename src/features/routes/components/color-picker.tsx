import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ROUTE_PALETTE } from '../../../api/contract/routes.ts';
import { visuallyHidden } from '../../../ui/shared.css';
import { colorName } from './colors';
import * as css from './palette.css';

export interface ColorPickerProps {
  legend: string;
  value: string;
  onChange: (hex: string) => void;
}

/** The 20-colour palette (spec §3) as a radio group: arrow keys move between colours. */
export function ColorPicker({ legend, value, onChange }: ColorPickerProps) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.swatches}>
        {ROUTE_PALETTE.map((hex) => {
          const label = colorName(hex, i18n);
          return (
            <label key={hex} className={css.option} title={label}>
              <input
                type="radio"
                name={name}
                value={hex}
                checked={value.toUpperCase() === hex}
                onChange={() => onChange(hex)}
                className={css.input}
              />
              <span className={css.color} style={{ backgroundColor: hex }} aria-hidden="true" />
              <span className={visuallyHidden}>{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
