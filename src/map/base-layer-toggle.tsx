import { useLingui } from '@lingui/react/macro';
import type { BaseLayerId } from './types';
import * as styles from './map-view.css';

export interface BaseLayerToggleProps {
  value: BaseLayerId;
  onChange: (id: BaseLayerId) => void;
}

/** Street map or satellite imagery (spec part 2 §2 "layer toggle", §4). */
export function BaseLayerToggle({ value, onChange }: BaseLayerToggleProps) {
  const { t } = useLingui();
  const options: { id: BaseLayerId; label: string }[] = [
    { id: 'street', label: t`Map` },
    { id: 'satellite', label: t`Satellite` },
  ];
  return (
    <div role="group" aria-label={t`Base map`} className={styles.toggle}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === o.id}
          onClick={() => onChange(o.id)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
