import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import * as css from './create.css';

export interface TypeStepProps {
  /** The earlier answer (from the draft), if any. */
  value: boolean | undefined;
  onNext: (isBusiness: boolean) => void;
}

/** Step 1 (spec part 1 §2 item 2): a business or a personal subscription. Native radios: arrows move, Enter goes on. */
export function TypeStep({ value, onNext }: TypeStepProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<boolean | undefined>(value);
  const options = [
    {
      business: false,
      label: t`Personal subscription`,
      hint: t`For your own vehicles.`,
    },
    {
      business: true,
      label: t`Business subscription`,
      hint: t`For a company's fleet; vehicles can come from an Excel file.`,
    },
  ];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (choice !== undefined) onNext(choice);
      }}
    >
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>What kind of subscription?</Trans>
        </legend>
        {options.map((o) => {
          const hintId = `subscription-type-${String(o.business)}`;
          return (
            <div key={hintId} className={css.typeOption}>
              <label className={css.choice}>
                <input
                  type="radio"
                  name="subscription-type"
                  checked={choice === o.business}
                  onChange={() => setChoice(o.business)}
                  aria-describedby={hintId}
                />
                {o.label}
              </label>
              <span id={hintId} className={css.hint}>
                {o.hint}
              </span>
            </div>
          );
        })}
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" disabled={choice === undefined}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}
