import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { STATUS_COLORS } from '../../../map/status-colors';
import type { PositionValue } from '../../../api/contract/monitoring.ts';
import { formatNumber } from '../time';
import type { VehicleState } from './use-vehicle-statuses';
import type { VehicleStatus } from './vehicle-status';
import { formatTimeAgo } from './relative-time';

// The status in words with an icon in its map colour: the same on rows, the card and the legend,
// never colour alone (each icon has its own shape too).

export const STATUS_LABELS: Record<VehicleStatus, MessageDescriptor> = {
  moving: msg`Moving`,
  stopped: msg`Stopped`,
  parked: msg`Parked`,
  noSignal: msg`No signal`,
};

// Inline styles: a stylesheet of its own would add its file name to the entry (budget).
const iconStyle: CSSProperties = { flex: 'none', verticalAlign: '-0.125em' };
const lineStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: '0.35em' };

const SHAPES: Record<VehicleStatus, string> = {
  // An arrow, two pause bars, a "P" sign, a crossed-out circle.
  moving: 'M8 1 14 15 8 11 2 15Z',
  stopped: 'M3 2h3.5v12H3zM9.5 2H13v12H9.5z',
  parked: 'M2 1h12v14H2zM6 4v8h2V9.5h1.5a2.75 2.75 0 0 0 0-5.5zm2 1.8h1.5a.95.95 0 0 1 0 1.9H8z',
  noSignal:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 2a5 5 0 0 1 4 8L5 4a5 5 0 0 1 3-1m-4 2 7 7A5 5 0 0 1 4 5',
};

export function StatusIcon({ status }: { status: VehicleStatus }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" style={iconStyle}>
      <path d={SHAPES[status]} fill={STATUS_COLORS[status]} fillRule="evenodd" />
    </svg>
  );
}

/** "⬈ Moving" — icon and word. */
export function StatusName({ status }: { status: VehicleStatus }) {
  const { i18n } = useLingui();
  return (
    <span style={lineStyle} data-status={status}>
      <StatusIcon status={status} />
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}

/** A vehicle row's second line: status, speed, and how long ago it last reported. */
export function StatusLine(props: {
  position: PositionValue | undefined;
  state: VehicleState | undefined;
}) {
  const { i18n } = useLingui();
  const { position, state } = props;
  if (!position || !state) return <Trans>No position</Trans>;
  const speed = formatNumber(position.speed, i18n.locale);
  const ago = formatTimeAgo(position.time, state.at, i18n.locale);
  return (
    <span style={{ ...lineStyle, flexWrap: 'wrap' }}>
      <StatusName status={state.status} />
      <span>
        <Trans>
          · {speed} km/h · last report {ago}
        </Trans>
      </span>
    </span>
  );
}
