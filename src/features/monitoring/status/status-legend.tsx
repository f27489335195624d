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
