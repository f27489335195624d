import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Button } from '../../../ui/button';
import { PickList, type PickItem } from '../../../ui/pick-list';
import { Spinner } from '../../../ui/spinner';
import { ValidationMessage } from '../../../ui/validation-message';
import {
  groupChoicesQuery,
  routeChoicesQuery,
  vehicleChoicesQuery,
  zoneChoicesQuery,
} from '../api/choices';
import type { ChoiceKind } from '../api/query-keys';
import * as css from '../alerts.css';

export interface ChoicePickerProps {
  accountId: string;
  kind: ChoiceKind;
  label: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Already assigned: not offered again. */
  exclude?: readonly string[];
  error?: string;
  /** Show the error before anything was chosen (Next was pressed). */
  showError?: boolean;
}

/** The account's vehicles, groups, zones or routes in one query each, as picker items. */
function useChoices(accountId: string, kind: ChoiceKind) {
  const { i18n } = useLingui();
  const named = (pages: { items: { id: string; name: string }[] }[]) =>
    pages.flatMap((p) => p.items).map((x): PickItem => ({ id: x.id, label: x.name }));
  const vehicles = useInfiniteQuery({
    ...vehicleChoicesQuery(accountId),
    enabled: kind === 'vehicles',
  });
  const groups = useInfiniteQuery({ ...groupChoicesQuery(accountId), enabled: kind === 'groups' });
  const zones = useInfiniteQuery({ ...zoneChoicesQuery(accountId), enabled: kind === 'zones' });
  const routes = useInfiniteQuery({ ...routeChoicesQuery(accountId), enabled: kind === 'routes' });
  const query = { vehicles, groups, zones, routes }[kind];
  const pages = query.data?.pages ?? [];
  const items =
    kind === 'vehicles'
      ? (vehicles.data?.pages ?? [])
          .flatMap((p) => p.items)
          .map((v): PickItem => ({ id: v.id, label: plateName(v, (d) => i18n._(d)) }))
      : named(pages);
  return { query, items, totalCount: pages.at(-1)?.totalCount ?? items.length };
}

/**
 * A picker of the alert form or an add dialog (spec part 2 §5 "Geozone and route selections are
 * multi-select", §9 pages of 50 with "Show more"). Its error shows once something was chosen or
 * Next was pressed.
 */
export function ChoicePicker(props: ChoicePickerProps) {
  const { accountId, kind, exclude = [] } = props;
  const { t } = useLingui();
  const [touched, setTouched] = useState(false);
  const { query, items: all, totalCount } = useChoices(accountId, kind);
  const error = touched || props.showError ? props.error : undefined;
  const emptyText = (someExcluded: boolean) => {
    switch (kind) {
      case 'vehicles':
        return someExcluded ? t`Every vehicle is already watched.` : t`No vehicles yet.`;
      case 'groups':
        return someExcluded ? t`Every group is already watched.` : t`No vehicle groups yet.`;
      case 'zones':
        return t`No geo-zones yet. Draw one in the geographic areas tab.`;
      case 'routes':
        return t`No routes yet. Draw one in the routes screen.`;
    }
  };
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
  if (!query.data) return <Spinner label={t`Loading ${props.label}`} />;
  const items = all.filter((item) => !exclude.includes(item.id));
  // What is excluded exists on the server too, so it leaves the count of what can be chosen.
  const total = Math.max(items.length, totalCount - exclude.length);
  return (
    <div data-problem={error ? true : undefined}>
      <PickList
        label={props.label}
        items={items}
        selected={props.selected}
        onChange={(ids) => {
          setTouched(true);
          props.onChange(ids);
        }}
        total={query.hasNextPage ? total : items.length}
        onLoadMore={() => void query.fetchNextPage()}
        loadingMore={query.isFetchingNextPage}
        emptyText={emptyText(exclude.length > 0)}
      />
      <ValidationMessage error={error} />
    </div>
  );
}
