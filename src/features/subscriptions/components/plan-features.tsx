import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, CloseIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { visuallyHidden } from '../../../ui/shared.css';
import { planFeaturesQuery } from '../api/plan-features';
import * as css from './subscriptions.css';

/** A plan's features, each ticked or crossed (spec part 1 §2 item 8). */
export function PlanFeatures({ planKey }: { planKey: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(planFeaturesQuery(planKey, i18n.locale));
  if (!query.data) {
    return query.isError ? (
      <p className={css.muted}>
        <Trans>The plan's features could not be loaded.</Trans>
      </p>
    ) : (
      <Spinner size="sm" label={t`Loading the plan's features`} />
    );
  }
  return (
    <ul className={css.featureList}>
      {query.data.items.map((feature) => {
        const on = feature.value.toLowerCase() === 'true';
        return (
          <li key={feature.name} className={on ? css.feature : css.featureOff}>
            {on ? <CheckIcon className={css.tick} /> : <CloseIcon className={css.cross} />}
            <span>
              {feature.displayName}
              <span className={visuallyHidden}>{on ? t`: included` : t`: not included`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
