import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SPEED } from '../../../api/contract/alerts.ts';
import { IconButton } from '../../../ui/button';
import { ValidationMessage } from '../../../ui/validation-message';
import { speedLevel, stepSpeed } from './speed-level';
import * as css from '../alerts.css';

export interface SpeedGaugeProps {
  value: number;
  onChange: (speed: number) => void;
  error?: string;
}

/**
 * The speed gauge (spec part 2 §2, §4, §5): 0–360 km/h in steps of 10, green, orange from 120,
 * red from 240. A native range input is the keyboard control (arrows ±10, Home, End, with the
 * value read as "… km/h"); − and + step by 10 for a finger. The colour is also said in words.
 */
export function SpeedGauge({ value, onChange, error }: SpeedGaugeProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const level = speedLevel(value);
  const speed = i18n.number(value);
  const reading = t`${speed} km/h`;
  const levelText = { green: t`Low`, orange: t`Medium`, red: t`High` }[level];
  return (
    <div className={css.gauge} data-level={level}>
      <label htmlFor={id} className={css.fieldLabel}>
        {t`Maximum speed`}
      </label>
      <p className={css.gaugeReading} aria-hidden="true">
        <span className={css.gaugeValue[level]}>{reading}</span>{' '}
        <span className={css.gaugeLevel}>{levelText}</span>
      </p>
      <div className={css.gaugeRow}>
        <IconButton
          aria-label={t`10 km/h slower`}
          variant="secondary"
          icon={<span aria-hidden="true">−</span>}
          disabled={value <= SPEED.min}
          onClick={() => onChange(stepSpeed(value, -1))}
        />
        <input
          id={id}
          type="range"
          min={SPEED.min}
          max={SPEED.max}
          step={SPEED.step}
          value={value}
          aria-valuetext={`${reading} (${levelText})`}
          aria-invalid={error ? true : undefined}
          className={css.gaugeRange[level]}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <IconButton
          aria-label={t`10 km/h faster`}
          variant="secondary"
          icon={<span aria-hidden="true">+</span>}
          disabled={value >= SPEED.max}
          onClick={() => onChange(stepSpeed(value, 1))}
        />
      </div>
      <ValidationMessage error={error} />
    </div>
  );
}
