import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { MARKER_STATUSES } from '../../../map/status-colors';
import { vars } from '../../../ui/theme.css';
import { STATUS_LABELS, StatusIcon } from './status-view';

// Inline styles: a stylesheet of its own would add its file name to the entry (budget).
const box: CSSProperties = {
  position: 'absolute',
  insetBlockStart: '3em',
  insetInlineEnd: '0.5em',
  zIndex: 1,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
};
const summary: CSSProperties = {
  cursor: 'pointer',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
};
const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  paddingBlock: `0 ${vars.space['2']}`,
  paddingInline: vars.space['3'],
};
const item: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.4em' };

/** What the marker colours mean: a disclosure over the map, closed until asked for. */
export function StatusLegend() {
  const { i18n } = useLingui();
  return (
    <details style={box} data-testid="status-legend">
      <summary style={summary}>
        <Trans>Legend</Trans>
      </summary>
      <ul style={list}>
        {MARKER_STATUSES.map((status) => (
          <li key={status} style={item}>
            <StatusIcon status={status} />
            {i18n._(STATUS_LABELS[status])}
          </li>
        ))}
      </ul>
    </details>
  );
}
