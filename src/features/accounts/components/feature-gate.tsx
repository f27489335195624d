import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isFeatureOn, type AccountFeature } from '../../../api/contract/track-accounts.ts';
import { Spinner } from '../../../ui/spinner';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { isObserver } from '../chosen-account';
import * as css from './main.css';

export interface FeatureGateProps {
  accountId: string;
  /** The screen needs one of these features of the account (spec part 2 §6); none: always. */
  anyOf?: readonly string[];
  /** Owners only (spec part 2 §2: observers are told they are not the owner). */
  ownerOnly?: boolean;
  children: (features: readonly AccountFeature[]) => ReactNode;
}

/**
 * A /main screen behind its account's feature flags: the screen once the flags say yes, the
 * spec's no-access text when they say no. The flags are saved with the cache, so offline the
 * answer is the last one known.
 */
export function FeatureGate({ accountId, anyOf = [], ownerOnly, children }: FeatureGateProps) {
  const { t } = useLingui();
  const query = useQuery(trackAccountFeaturesQuery(accountId));
  if (ownerOnly && isObserver()) {
    return (
      <p role="alert" className={css.notice}>
        <Trans>You are an observer not an owner</Trans>
      </p>
    );
  }
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
  const features = query.data;
  if (anyOf.length > 0 && !anyOf.some((name) => isFeatureOn(features, name))) {
    return (
      <p role="alert" className={css.notice}>
        <Trans>you don`t have access to this part of the application</Trans>
      </p>
    );
  }
  return <>{children(features)}</>;
}
