import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { IsoRange } from '../time';
import { CustomRangeForm } from './custom-range-form';
import type { HistoryChoice } from './range';
import * as css from './history.css';

const CHOICES: readonly { value: HistoryChoice; label: MessageDescriptor }[] = [
  { value: 'hour', label: msg`Last hour` },
  { value: 'day', label: msg`Last day` },
  { value: 'custom', label: msg`Custom` },
];

export interface TimeSelectorProps {
  choice: HistoryChoice;
  range: IsoRange;
  refreshing: boolean;
  /** Offline a refresh could only fail. */
  canRefresh: boolean;
  onChoose: (choice: HistoryChoice) => void;
  onApply: (range: IsoRange) => void;
  onRefresh: () => void;
}

/** Spec part 2 §2: last hour, last day or a custom range, and a refresh button. */
export function TimeSelector(props: TimeSelectorProps) {
  const { choice, range, refreshing, canRefresh, onChoose, onApply, onRefresh } = props;
  const { i18n } = useLingui();
  const name = useId();
  return (
    <div className={css.panel}>
      <fieldset className={css.choices}>
        <legend className={css.legend}>
          <Trans>Time range</Trans>
        </legend>
        <div className={css.options}>
          {CHOICES.map((c, index) => {
            const id = `${name}-${c.value}`;
            const edge =
              index === 0 ? css.firstOption : index === CHOICES.length - 1 ? css.lastOption : '';
            return (
              <span key={c.value}>
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={c.value}
                  className={css.radio}
                  checked={choice === c.value}
                  onChange={() => onChoose(c.value)}
                />
                <label htmlFor={id} className={`${css.option} ${edge}`}>
                  {i18n._(c.label)}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      {/* Not `loading`: that disables the button and a keyboard user would lose focus. */}
      <Button
        variant="secondary"
        aria-busy={refreshing || undefined}
        disabled={!canRefresh}
        icon={refreshing ? <Spinner size="sm" decorative /> : undefined}
        onClick={onRefresh}
      >
        <Trans>Refresh</Trans>
      </Button>
      {choice === 'custom' ? <CustomRangeForm initial={range} onApply={onApply} /> : null}
    </div>
  );
}
