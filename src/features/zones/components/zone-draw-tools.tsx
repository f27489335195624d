import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DrawControls } from '../../../map';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import * as page from '../../../ui/page.css';
import * as css from './zones.css';

export type ZoneShapeKind = 'Polygon' | 'Circle';

interface Props {
  kind: ZoneShapeKind;
  controls: DrawControls | null;
  /** Vertices of the polygon being drawn. */
  sketch: number;
  drawn: boolean;
}

/** Polygon or circle: what the next taps on the map draw. */
export function ZoneShapeChoice(props: {
  kind: ZoneShapeKind;
  onKind: (kind: ZoneShapeKind) => void;
}) {
  const { t } = useLingui();
  const { kind, onKind } = props;
  return (
    <fieldset className={page.bareFieldset}>
      <legend className={page.legend}>
        <Trans>Shape</Trans>
      </legend>
      <div className={css.tools}>
        {(['Polygon', 'Circle'] as const).map((k) => (
          <label key={k} className={css.choice}>
            <input type="radio" name="zone-shape" checked={kind === k} onChange={() => onKind(k)} />
            {k === 'Polygon' ? t`Polygon` : t`Circle`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The drawing tools under the map: polygon or circle, finish (a finger cannot double-tap
 * reliably), undo, start again, and keyboard ways to place vertices or a circle without a pointer.
 */
export function ZoneDrawTools({ kind, controls, sketch, drawn }: Props) {
  const { t } = useLingui();
  const [radius, setRadius] = useState('500');
  const off = !controls?.ready;
  return (
    <>
      <div className={css.tools}>
        {kind === 'Polygon' ? (
          <>
            <Button
              type="button"
              size="sm"
              disabled={off || sketch < 3}
              onClick={() => controls?.finish()}
            >
              <Trans>Finish shape</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={off || sketch === 0}
              onClick={() => controls?.undo()}
            >
              <Trans>Undo last point</Trans>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={off}
              onClick={() => controls?.addAtCenter()}
            >
              <Trans>Add a point at the map centre</Trans>
            </Button>
          </>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={off || (!drawn && sketch === 0)}
          onClick={() => controls?.clear()}
        >
          <Trans>Start again</Trans>
        </Button>
      </div>
      {kind === 'Circle' ? (
        <div className={css.inline}>
          <TextField
            label={t`Radius in metres`}
            type="number"
            inputMode="numeric"
            min={10}
            step={10}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={off || !(Number(radius) >= 10)}
            onClick={() => controls?.circleAtCenter(Number(radius))}
          >
            <Trans>Circle at the map centre</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
