import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { vars } from '../../../ui/theme.css';

// The entries load when the legend is first opened, not with the map route (budget).
const LegendEntries = lazy(() =>
  import('./legend-entries').then((m) => ({ default: m.LegendEntries })),
);

// Inline styles: a stylesheet of its own would add its file name to the entry (budget).
const box: CSSProperties = {
  position: 'absolute',
  // Under the base map toggle (44 px from 0.5 rem): 4.5 × 14 px.
  insetBlockStart: '4.5em',
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
  // 12 + 21 + 12 px and the borders: a finger's 44 px.
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
};

/** What the marker colours mean: a disclosure over the map, closed until asked for. */
export function StatusLegend() {
  const [opened, setOpened] = useState(false);
  return (
    <details
      style={box}
      data-testid="status-legend"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary style={summary}>
        <Trans>Legend</Trans>
      </summary>
      {opened ? (
        <Suspense fallback={null}>
          <LegendEntries />
        </Suspense>
      ) : null}
    </details>
  );
}
