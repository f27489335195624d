import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import * as s from './grid.styles';
import { nextSorting, PAGE_SIZES, sortState } from './use-grid-state';

export { useGridState, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './use-grid-state';
export type { AbpListParams } from './use-grid-state';

export interface GridColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The ABP sorting field; a column with one gets a sort button in its header. */
  sortField?: string;
}

export interface DataGridProps<T> {
  /** Names the table (its caption) and the pager. */
  caption: string;
  rows: T[] | undefined;
  columns: GridColumn<T>[];
  rowKey: (row: T) => string;
  totalCount: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPage(p: number): void;
  onPageSize(size: number): void;
  /** ABP sorting, "field asc" or "field desc". */
  sorting?: string;
  onSort?(sorting: string): void;
  /** Buttons or a menu for one row, in a last "Actions" column. */
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  empty?: ReactNode;
}

/**
 * An ABP paged list as a real table: sortable headers (aria-sort), page size 20/30/40/100
 * (spec §9) and previous/next. On a phone the table scrolls sideways inside its own box, which
 * is focusable so keyboard users can scroll it too.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  const { caption, rows, columns, page, pageSize, totalCount, loading, actions } = props;
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const total = i18n.number(totalCount);
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div style={s.frame}>
      {/* Focusable so a keyboard can scroll a table wider than a phone (axe: scrollable region). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div style={s.scroller} role="region" aria-label={props.caption} tabIndex={0}>
        <table style={s.table} aria-busy={loading || undefined}>
          <caption style={s.caption}>{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <HeaderCell key={c.id} column={c} sorting={props.sorting} onSort={props.onSort} />
              ))}
              {actions ? (
                <th scope="col" style={s.th}>
                  <Trans>Actions</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows === undefined ? (
              <tr>
                <td colSpan={span} style={s.td}>
                  <Spinner />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={span} style={{ ...s.td, ...s.muted }}>
                  {props.empty ?? <Trans>No data available</Trans>}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={props.rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.id} style={s.td}>
                      {c.cell(row)}
                    </td>
                  ))}
                  {actions ? (
                    <td style={s.td}>
                      <div style={s.rowActions}>{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div style={s.footer}>
        <div style={s.inlineRow}>
          <label htmlFor={sizeId}>
            <Trans>Rows per page</Trans>
          </label>
          <select
            id={sizeId}
            style={s.select}
            value={pageSize}
            onChange={(e) => props.onPageSize(Number(e.target.value))}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {i18n.number(n)}
              </option>
            ))}
          </select>
          <span style={s.muted}>
            <Trans>{total} total</Trans>
          </span>
          {loading && rows !== undefined ? <Spinner size="sm" /> : null}
        </div>
        <Pager page={page} pages={pages} onPage={props.onPage} label={t`Pages of ${caption}`} />
      </div>
    </div>
  );
}

function HeaderCell<T>({
  column,
  sorting,
  onSort,
}: {
  column: GridColumn<T>;
  sorting?: string;
  onSort?(sorting: string): void;
}) {
  const field = column.sortField;
  if (!field || !onSort) {
    return (
      <th scope="col" style={s.th}>
        {column.header}
      </th>
    );
  }
  const state = sortState(sorting, field);
  const arrow = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" style={s.th} aria-sort={state}>
      <button
        type="button"
        style={s.sortButton}
        onClick={() => onSort(nextSorting(sorting, field))}
      >
        {column.header}
        <span aria-hidden="true">{arrow}</span>
      </button>
    </th>
  );
}
