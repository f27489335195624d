import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import * as shared from './shared.css';
import * as styles from './stepper.css';

export type StepItem = { label: ReactNode; description?: ReactNode };

export type StepperProps = {
  steps: readonly StepItem[];
  /** Zero-based index of the step the user is on. */
  current: number;
  /** Makes steps clickable. Without it the stepper only shows progress. */
  onStepClick?: (index: number) => void;
  /** In linear mode only finished steps and the current one can be chosen. */
  linear?: boolean;
  'aria-label'?: string;
  className?: string;
};

type Status = 'complete' | 'current' | 'upcoming';

export function Stepper({
  steps,
  current,
  onStepClick,
  linear = false,
  className,
  ...rest
}: StepperProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={rest['aria-label'] ?? t`Progress`} className={className}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const status: Status = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
          const body = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {status === 'complete' ? <CheckIcon width={16} height={16} /> : i + 1}
              </span>
              <span className={styles.label}>{step.label}</span>
              {step.description ? (
                <span className={styles.description}>{step.description}</span>
              ) : null}
              {status === 'complete' ? (
                <span className={shared.visuallyHidden}>{t`(completed)`}</span>
              ) : null}
            </>
          );
          return (
            <li
              key={i}
              className={styles.item}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {onStepClick ? (
                <button
                  type="button"
                  className={styles.button}
                  disabled={linear && i > current}
                  onClick={() => onStepClick(i)}
                >
                  {body}
                </button>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
