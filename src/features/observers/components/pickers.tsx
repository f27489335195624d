import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Button } from '../../../ui/button';
import { PickList, type PickItem } from '../../../ui/pick-list';
import { Spinner } from '../../../ui/spinner';
import { pickGroupsQuery } from '../api/pick-groups';
import { pickVehiclesQuery } from '../api/pick-vehicles';
import * as css from './observers.css';

export interface PickerProps {
  accountId: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Already assigned: not offered again. */
  exclude?: readonly string[];
}

type Pages = UseInfiniteQueryResult<{ pages: { items: PickItem[]; totalCount: number }[] }>;

/** A PickList fed page by page (50 at a time, spec part 2 §9) with "Show more". */
function PagedPicker(
  props: PickerProps & { query: Pages; label: string; loadingLabel: string; emptyText: string },
) {
  const { query, exclude = [] } = props;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={css.inlineRow}>
        <Trans>This list could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={props.loadingLabel} />;
  const all = query.data.pages.flatMap((page) => page.items);
  const items = all.filter((item) => !exclude.includes(item.id));
  const totalCount = query.data.pages.at(-1)?.totalCount ?? all.length;
  // What is excluded exists on the server too, so it leaves the count of what can be chosen.
  const total = Math.max(items.length, totalCount - exclude.length);
  return (
    <PickList
      label={props.label}
      items={items}
      selected={props.selected}
      onChange={props.onChange}
      total={query.hasNextPage ? total : items.length}
      onLoadMore={() => void query.fetchNextPage()}
      loadingMore={query.isFetchingNextPage}
      emptyText={props.emptyText}
    />
  );
}

export function VehiclePicker(props: PickerProps) {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery({
    ...pickVehiclesQuery(props.accountId),
    select: (data) => ({
      pages: data.pages.map((page) => ({
        totalCount: page.totalCount,
        items: page.items.map((v) => ({ id: v.id, label: plateName(v, (d) => i18n._(d)) })),
      })),
    }),
  });
  return (
    <PagedPicker
      {...props}
      query={query}
      label={t`Vehicles`}
      loadingLabel={t`Loading the vehicles`}
      emptyText={
        props.exclude?.length ? t`Every vehicle is already assigned.` : t`No vehicles yet.`
      }
    />
  );
}

export function GroupPicker(props: PickerProps) {
  const { t } = useLingui();
  const query = useInfiniteQuery({
    ...pickGroupsQuery(props.accountId),
    select: (data) => ({
      pages: data.pages.map((page) => ({
        totalCount: page.totalCount,
        items: page.items.map((g) => ({ id: g.id, label: g.name })),
      })),
    }),
  });
  return (
    <PagedPicker
      {...props}
      query={query}
      label={t`Vehicle groups`}
      loadingLabel={t`Loading the groups`}
      emptyText={props.exclude?.length ? t`Every group is already assigned.` : t`No groups yet.`}
    />
  );
}
