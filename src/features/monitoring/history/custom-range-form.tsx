import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import type { IsoRange } from '../time';
import { DateTimeInput } from './date-time-input';
import { parseCustomRange, toInputValue, type RangeErrors } from './range';
import { RANGE_HINT } from './range-messages';
import * as css from './history.css';

const NO_ERRORS: RangeErrors = { from: [], to: [] };

/**
 * From/to inputs for a custom range (spec part 2 §5). An invalid range shows its messages on the
 * inputs and is not applied, so nothing is requested.
 */
export function CustomRangeForm({
  initial,
  onApply,
}: {
  initial: IsoRange;
  onApply: (range: IsoRange) => void;
}) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const [from, setFrom] = useState(() => toInputValue(Date.parse(initial.from)));
  const [to, setTo] = useState(() => toInputValue(Date.parse(initial.to)));
  const [errors, setErrors] = useState<RangeErrors>(NO_ERRORS);
  // The inputs' `max`: the current minute, brought up to date whenever the user comes back.
  const [now, setNow] = useState(Date.now);
  const touchNow = () => setNow(Date.now());

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = Date.now();
    setNow(at);
    const result = parseCustomRange(from, to, at);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors(NO_ERRORS);
    onApply(result.range);
  }

  const max = toInputValue(now);
  return (
    // noValidate: the browser's own `max` bubble would hide the spec's messages.
    <form noValidate className={css.custom} aria-label={t`Custom time range`} onSubmit={submit}>
      <p id={hintId} className={css.hint}>
        {i18n._(RANGE_HINT)}
      </p>
      <DateTimeInput
        label={t`From`}
        value={from}
        max={max}
        errors={errors.from}
        hintId={hintId}
        onChange={setFrom}
        onFocus={touchNow}
      />
      <DateTimeInput
        label={t`To`}
        value={to}
        max={max}
        errors={errors.to}
        hintId={hintId}
        onChange={setTo}
        onFocus={touchNow}
      />
      <div className={css.applyRow}>
        <Button type="submit">
          <Trans>Apply</Trans>
        </Button>
      </div>
    </form>
  );
}
