import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  listNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
} from '../../../api/contract/notifications.ts';
import { call } from '../../../api/http.ts';
import { notificationQueries } from './query-keys';

/** New notifications show while the screen is open and visible: a poll this often. */
export const NOTIFICATIONS_POLL_MS = 20_000;

type Page = { items: readonly Notification[]; totalCount: number };

/** What the loaded pages show: newest first, each notification once. */
export function shownNotifications(pages: readonly Page[]): Notification[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));
}

/**
 * The next Load More's skipCount. Spec part 2 §9, followed to the letter: "the skip count
 * increments by 1 per load, not by the number of items" — the first load asks from 0, each Load
 * More from one more than the last (1, 2, …), as the original portal asked the real back end (our
 * server reads it the same way: load n starts at n × page size). A
 * back end that reads skipCount as items skipped answers pages that overlap the ones shown, so
 * the list shows each notification once (`shownNotifications`). No more once all are shown.
 */
export function nextNotificationSkip(last: Page, pages: readonly Page[]): number | undefined {
  if (last.items.length === 0) return undefined;
  return shownNotifications(pages).length < last.totalCount ? pages.length : undefined;
}

/** GET /api/app/notification?trackAccoundId= (the spec's spelling), 100 a page. */
export const notificationsQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: notificationQueries.list(accountId),
    queryFn: ({ pageParam, signal }) =>
      call(listNotifications, {
        query: {
          trackAccoundId: accountId,
          skipCount: pageParam,
          maxResultCount: NOTIFICATIONS_PAGE_SIZE,
        },
        signal,
        // The screen shows its own spinner; a poll must not flash the loading bar.
        background: true,
      }),
    initialPageParam: 0,
    getNextPageParam: nextNotificationSkip,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
