import { useDeferredValue, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { TextField } from './text-field';
import * as css from './pick-list.css';

export interface PickItem {
  id: string;
  label: string;
}

export interface PickListProps {
  /** Names the group of checkboxes (a legend). */
  label: string;
  items: readonly PickItem[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** How many exist on the server (more than `items` while pages are still to load). */
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** No more than this many may be chosen (the rest are disabled). */
  max?: number;
  /** Shown when there is nothing to choose from at all. */
  emptyText: string;
}

const matches = (item: PickItem, search: string) =>
  item.label.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

/**
 * A searchable list of checkboxes: the vehicle and group pickers (spec part 2 §5 "pickers need a
 * selection", §9 pages of 50). Native checkboxes: Space toggles, Tab moves on, screen readers say
 * "checked" — and the search filters what is loaded, saying so while pages remain.
 */
export function PickList(props: PickListProps) {
  const { label, items, selected, onChange, total, onLoadMore, loadingMore, max } = props;
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const statusId = useId();
  const shown = deferred ? items.filter((item) => matches(item, deferred)) : items;
  const full = max !== undefined && selected.length >= max;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  const count = i18n.number(selected.length);
  const loaded = i18n.number(items.length);
  const all = i18n.number(total ?? items.length);
  const limit = i18n.number(max ?? 0);
  const more = total !== undefined && total > items.length;
  if (items.length === 0 && !more) {
    return (
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{label}</legend>
        <p className={css.status}>{props.emptyText}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className={css.fieldset} aria-describedby={statusId}>
      <legend className={css.legend}>{label}</legend>
      <TextField
        type="search"
        label={t`Search`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <ul className={css.list}>
        {shown.map((item) => {
          const on = selected.includes(item.id);
          return (
            <li key={item.id}>
              <label className={css.option}>
                <input
                  type="checkbox"
                  className={css.box}
                  checked={on}
                  disabled={!on && full}
                  onChange={(e) => toggle(item.id, e.target.checked)}
                />
                <bdi>{item.label}</bdi>
              </label>
            </li>
          );
        })}
      </ul>
      <p id={statusId} className={css.status} aria-live="polite">
        {shown.length === 0 ? <Trans>Nothing matches “{deferred}”.</Trans> : null}{' '}
        <Trans>{count} selected</Trans>
        {more ? (
          <>
            {' '}
            <Trans>
              Showing {loaded} of {all}.
            </Trans>
          </>
        ) : null}
        {full ? (
          <>
            {' '}
            <Trans>No more than {limit} can be chosen.</Trans>
          </>
        ) : null}
      </p>
      {more && onLoadMore ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={loadingMore}
          onClick={onLoadMore}
        >
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
