import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEATURES, isFeatureOn } from '../../../api/contract/track-accounts.ts';
import { Spinner } from '../../../ui/spinner';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import * as css from './main.css';

/** The /main index: the live map (`children`), or the no-access message (spec part 2 §2). */
export function MainHome({ accountId, children }: { accountId: string; children: ReactNode }) {
  const { t } = useLingui();
  const query = useQuery(trackAccountFeaturesQuery(accountId));
  if (!query.data) {
    if (query.isError) {
      return (
        <p role="alert" className={css.notice}>
          <Trans>The features of this account could not be loaded.</Trans>
        </p>
      );
    }
    return <Spinner size="lg" label={t`Loading`} />;
  }
  if (!isFeatureOn(query.data, FEATURES.liveMonitoring)) {
    return (
      <p role="alert" className={css.notice}>
        <Trans>you don`t have access to this part of the application</Trans>
      </p>
    );
  }
  return <div className={css.slot}>{children}</div>;
}
