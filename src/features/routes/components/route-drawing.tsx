import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_ROUTE_COLOR } from '../../../api/contract/routes.ts';
import type { DrawControls, MapPoint } from '../../../map';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { DrawMessage } from './draw-messages';
import { DrawingMap } from './drawing-map';
import type { RouteDraft } from './use-route-draft';
import * as css from './routes.css';

/**
 * The map of a new route and its tools: first the line (tap to add points), then its stop
 * points. Every tap has a button for keyboard users: a point at the map's centre.
 */
export function RouteDrawing({ draft }: { draft: RouteDraft }) {
  const { t, i18n } = useLingui();
  const controls = useRef<DrawControls | null>(null);
  const [ready, setReady] = useState(false);
  const onControls = useCallback((next: DrawControls) => {
    controls.current = next;
    setReady(next.ready);
  }, []);
  const { step, stops, placing, sketch } = draft;
  const points = useMemo<MapPoint[]>(() => {
    const kept = stops.map((s) => ({ id: s.id, ...s.point, color: s.color, label: s.name }));
    return placing ? [...kept, { id: 'placing', ...placing, color: DEFAULT_ROUTE_COLOR }] : kept;
  }, [stops, placing]);
  const onLine = step === 'line';
  const count = i18n.number(draft.line.length);

  return (
    <section className={css.panel} aria-labelledby="route-drawing-title">
      <h2 id="route-drawing-title" className={css.subtitle}>
        <Trans>Line and stop points</Trans>
      </h2>
      <div role="group" aria-label={t`What a tap on the map adds`} className={page.actions}>
        <Button
          variant={onLine ? 'primary' : 'secondary'}
          aria-pressed={onLine}
          className={css.target}
          onClick={draft.drawLine}
        >
          <Trans>Draw the line</Trans>
        </Button>
        <Button
          variant={onLine ? 'secondary' : 'primary'}
          aria-pressed={!onLine}
          className={css.target}
          onClick={() => draft.startStops(controls.current)}
        >
          <Trans>Add stop points</Trans>
        </Button>
      </div>
      <p className={css.meta}>
        {onLine ? (
          <Trans>
            Tap the map to add the line’s points. Tap the last point again or press Finish line to
            end it; drag a point to move it.
          </Trans>
        ) : (
          <Trans>Tap the map on the line, or within 30 metres of it, to add a stop point.</Trans>
        )}
      </p>
      <DrawMessage said={draft.said} />
      <DrawingMap
        label={t`Route drawing map`}
        className={css.drawMap}
        options={{
          mode: onLine ? 'LineString' : 'Point',
          onShape: onLine ? draft.onLine : draft.onStopTap,
          onSketch: draft.onSketch,
        }}
        points={points}
        onControls={onControls}
      />
      <div className={page.actions}>
        {onLine ? (
          <>
            <Button
              size="sm"
              className={css.target}
              disabled={!ready || sketch < 2}
              onClick={() => controls.current?.finish()}
            >
              <Trans>Finish line</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className={css.target}
              disabled={!ready || sketch === 0}
              onClick={() => controls.current?.undo()}
            >
              <Trans>Undo last point</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className={css.target}
              disabled={!ready}
              onClick={() => draft.restart(controls.current)}
            >
              <Trans>Start again</Trans>
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          className={css.target}
          disabled={!ready}
          onClick={() => controls.current?.addAtCenter()}
        >
          {onLine ? (
            <Trans>Add a line point at the map centre</Trans>
          ) : (
            <Trans>Add a stop point at the map centre</Trans>
          )}
        </Button>
      </div>
      <p role="status" className={css.meta}>
        <Trans>Points on the line: {count}</Trans>
      </p>
    </section>
  );
}
