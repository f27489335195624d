import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PALETTE } from '../vehicle-form';
import * as css from './vehicle.css';

export interface ColorSwatchesProps {
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  legend: string;
}

/**
 * The vehicle colour (spec part 1 §9: from a palette). Native radios under the swatches: one Tab
 * stop, arrow keys move the choice, screen readers announce each colour's name.
 */
export function ColorSwatches({ value, onChange, legend }: ColorSwatchesProps) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className={css.swatches}>
      <legend className={css.legend}>{legend}</legend>
      {PALETTE.map((color) => (
        <label key={color.hex} className={css.swatch} title={i18n._(color.name)}>
          <input
            type="radio"
            name={name}
            value={color.hex}
            checked={value === color.hex}
            onChange={() => onChange(color.hex)}
            className={css.swatchInput}
            aria-label={i18n._(color.name)}
          />
          <span
            className={css.swatchColor}
            style={{ backgroundColor: color.hex }}
            aria-hidden="true"
          />
        </label>
      ))}
    </fieldset>
  );
}
