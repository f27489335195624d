import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { notificationsQuery, shownNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';
import { useArrivals } from './use-arrivals';
import { useStaleNotifications } from './use-stale-notifications';
import * as css from './notifications.styles';

/**
 * /main/notifications (spec part 2 §2 "Notifications"): what the account's alerts raised, newest
 * first, 100 at a time with Load More; new ones appear while the screen is open (a poll while it
 * is visible) and are announced; offline, the last copy is read from the saved cache.
 */
export function NotificationsPage({
  accountId,
  pushControl,
}: {
  accountId: string;
  /** The alerts-on-this-device control (the push feature's; the route puts it here). */
  pushControl?: ReactNode;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useInfiniteQuery(notificationsQuery(accountId));
  const items = shownNotifications(query.data?.pages ?? []);
  const arrived = useArrivals(items);
  // A push arrived or was clicked: show it now rather than at the next poll.
  useStaleNotifications(() => void query.refetch());
  return (
    <section className={page.screen} aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={page.screenTitle}>
        <Trans>Notifications</Trans>
      </h1>
      {pushControl}
      {!online && query.data ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      <p role="status" style={css.arrivals}>
        {arrived > 0 ? <Trans>{arrived} new since you opened this screen.</Trans> : null}
      </p>
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The notifications could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.isPending && !query.isError ? <Spinner label={t`Loading the notifications`} /> : null}
      {query.data && items.length === 0 ? (
        <p className={page.empty}>
          <Trans>No notifications yet. What your alerts notice is told here.</Trans>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className={page.bareList} style={css.list} aria-label={t`Notifications, newest first`}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} accountId={accountId} />
          ))}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          style={css.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Load More</Trans>
        </Button>
      ) : null}
    </section>
  );
}
