import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { colorName } from './colors';
import type { DraftStop } from './use-route-draft';
import * as css from './routes.css';

export interface DraftStopsProps {
  stops: readonly DraftStop[];
  onRemove: (id: string) => void;
}

/** The stop points placed on a new route so far; saved with it. */
export function DraftStops({ stops, onRemove }: DraftStopsProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={css.panel} aria-labelledby="draft-stops-title">
      <h2 id="draft-stops-title" className={css.subtitle}>
        <Trans>Stop points</Trans>
      </h2>
      {stops.length === 0 ? (
        <p className={css.meta}>
          <Trans>No stop points yet. They are optional.</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {stops.map(({ id, name, color }) => (
            <li key={id} className={css.item}>
              <span className={css.swatch} style={{ backgroundColor: color }} />
              <bdi className={css.grow}>{name}</bdi>
              <span className={css.meta}>{colorName(color, i18n)}</span>
              <Button
                variant="ghost"
                size="sm"
                className={css.target}
                aria-label={t`Remove the stop point “${name}”`}
                onClick={() => onRemove(id)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
