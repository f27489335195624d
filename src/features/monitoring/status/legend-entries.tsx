import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { MARKER_STATUSES } from '../../../map/status-colors';
import { vars } from '../../../ui/theme.css';
import { STATUS_LABELS, StatusIcon } from './status-view';

// Inline styles: a stylesheet of its own would add its file name to the entry (budget).
const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  paddingBlock: `0 ${vars.space['2']}`,
  paddingInline: vars.space['3'],
};
const item: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.4em' };

/** The legend's entries: each status's marker colour and name (status-legend.tsx). */
export function LegendEntries() {
  const { i18n } = useLingui();
  return (
    <ul style={list}>
      {MARKER_STATUSES.map((status) => (
        <li key={status} style={item}>
          <StatusIcon status={status} />
          {i18n._(STATUS_LABELS[status])}
        </li>
      ))}
    </ul>
  );
}
