import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FEATURES,
  isFeatureOn,
  type AccountFeature,
} from '../../../api/contract/track-accounts.ts';
import { usePendingEdits } from '../../../api/edits';
import { WaitingMark } from '../../../api/edits/waiting-mark';
import { Button } from '../../../ui/button';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { CREATE_CALLS } from '../api/edits';
import { alertsQuery } from '../api/list-alerts';
import { AlertAccordion } from './alert-accordion';
import type { PlaceDialogs } from './place-dialogs';
import * as css from '../alerts.css';

export interface AlertsTabProps {
  accountId: string;
  features: readonly AccountFeature[];
  dialogs: PlaceDialogs;
  /** Shown right after the wizard saved the account's first alert (the push offer). */
  afterFirstAlert?: ReactNode;
}

/**
 * The saved-alerts tab of /main/alerts (spec part 2 §2): "+ Add alert", then the alerts as an
 * accordion, ten at a time with "Load more". Alerts added offline wait at the top.
 */
export function AlertsTab({ accountId, features, dialogs, afterFirstAlert }: AlertsTabProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useInfiniteQuery(alertsQuery(accountId));
  const creates = usePendingEdits(accountId, CREATE_CALLS);
  const alerts = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? alerts.length;
  const shown = i18n.number(alerts.length);
  const all = i18n.number(total);
  const justSaved = useLocation({ select: (l) => l.state.alertSaved === true });
  // Sent, it is the list's only alert; waiting on the device, the only one besides an empty list.
  const first = justSaved && query.data !== undefined && total + creates.length === 1;
  return (
    <section className={page.screen} aria-labelledby="saved-alerts-title">
      <div className={css.header}>
        <h2 id="saved-alerts-title" className={page.screenTitle}>
          <Trans>Saved alerts</Trans>
        </h2>
        <Link to="/main/alerts/add-alert" className={css.linkButton}>
          <Trans>+ Add alert</Trans>
        </Link>
      </div>
      {first ? afterFirstAlert : null}
      {!online && query.data ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The alerts could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.isPending && !query.isError ? <Spinner label={t`Loading the alerts`} /> : null}
      {query.data && alerts.length === 0 && creates.length === 0 ? (
        <p className={page.empty}>
          <Trans>
            No alerts yet. Add one to be told when a vehicle speeds, leaves a zone or a route, or
            moves outside work time.
          </Trans>
        </p>
      ) : null}
      {creates.length > 0 ? (
        <ul className={page.bareList} aria-label={t`Alerts waiting to be sent`}>
          {creates.map((p) => (
            <li key={p.edit.key} className={page.tile}>
              <WaitingMark edit={p.edit} sending={!p.paused} className={css.pending} />
            </li>
          ))}
        </ul>
      ) : null}
      {alerts.length > 0 ? (
        <AlertAccordion
          accountId={accountId}
          alerts={alerts}
          groupsOn={isFeatureOn(features, FEATURES.groupManagement)}
          dialogs={dialogs}
        />
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className={css.target}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>
            Load more ({shown} of {all})
          </Trans>
        </Button>
      ) : null}
    </section>
  );
}
