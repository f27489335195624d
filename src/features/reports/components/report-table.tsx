import { useLingui } from '@lingui/react';
import type { Column } from '../columns';
import * as css from './reports.styles';

/** A report as a real table; on a phone it scrolls sideways inside itself, not the page. */
export function ReportTable<T>(props: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const { i18n } = useLingui();
  return (
    // Focusable so a keyboard can scroll it when it is wider than the screen (axe's
    // scrollable-region-focusable); the region is named for screen readers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div style={css.scroller} role="region" aria-label={props.caption} tabIndex={0}>
      <table style={css.table}>
        <caption style={css.caption}>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c.header.id} scope="col" style={css.th}>
                {i18n._(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((c) => (
                <td key={c.header.id} style={css.td}>
                  {c.text(row, i18n)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
