import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { plateName } from '../../../i18n/plate-sub-classes';
import type { PickItem } from '../../../ui/pick-list';
import { accountVehiclesQuery } from '../api/vehicle-pages';

/** The account's vehicles as picker items, named in the reader's language, 50 at a time. */
export function useVehicleChoices(accountId: string, exclude: ReadonlySet<string> = new Set()) {
  const { i18n } = useLingui();
  const query = useInfiniteQuery(accountVehiclesQuery(accountId));
  const pages = query.data?.pages ?? [];
  const items: PickItem[] = pages
    .flatMap((p) => p.items)
    .filter((v) => !exclude.has(v.id))
    .map((v) => ({ id: v.id, label: plateName(v, (d) => i18n._(d)) }));
  const total = (pages[0]?.totalCount ?? 0) - exclude.size;
  return {
    query,
    items,
    total: Math.max(total, items.length),
    loadMore: () => void query.fetchNextPage(),
  };
}
