import { useId, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FeatureDto } from '../../../api/contract/features.ts';
import { inputOf, isLocked, isOn } from './feature-rules';
import * as s from './features.styles';

export interface FeatureRowProps {
  feature: FeatureDto;
  value: string;
  providerName: string;
  onChange(value: string): void;
  onToggle(on: boolean): void;
  /** Enter in a row saves the modal (spec §5). */
  onEnter(): void;
}

/** One feature: a checkbox, a number or text box, or a select, indented by its depth. */
export function FeatureRow({
  feature: f,
  value,
  providerName,
  onChange,
  onToggle,
  onEnter,
}: FeatureRowProps) {
  const { t } = useLingui();
  const id = useId();
  const kind = inputOf(f);
  const locked = isLocked(f, providerName);
  const describedBy = f.description || locked ? `${id}-d` : undefined;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.target instanceof HTMLSelectElement) return;
    e.preventDefault();
    onEnter();
  };
  const provider = f.provider.name;
  const note = (
    <>
      {f.description}
      {locked ? ` (${t`Set by ${provider}`})` : null}
    </>
  );
  return (
    <div style={s.row(f.depth)} data-feature={f.name}>
      {kind === 'toggle' ? (
        <label style={s.inline} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={isOn(value)}
            disabled={locked}
            aria-describedby={describedBy}
            onKeyDown={onKeyDown}
            onChange={(e) => onToggle(e.target.checked)}
          />
          <span>{f.displayName}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id}>{f.displayName}</label>
          {kind === 'select' ? (
            <select
              id={id}
              style={s.input}
              value={value}
              disabled={locked}
              aria-describedby={describedBy}
              onKeyDown={onKeyDown}
              onChange={(e) => onChange(e.target.value)}
            >
              {f.valueType.itemSource?.items.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.displayText.resourceName
                    ? `${item.displayText.resourceName}::${item.displayText.name}`
                    : item.displayText.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={id}
              style={s.input}
              type={kind === 'number' ? 'number' : 'text'}
              inputMode={kind === 'number' ? 'numeric' : undefined}
              value={value}
              disabled={locked}
              aria-describedby={describedBy}
              onKeyDown={onKeyDown}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </>
      )}
      {describedBy ? (
        <span id={describedBy} style={s.muted}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
