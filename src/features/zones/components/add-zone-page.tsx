import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { GEO_ZONE_NAME_MAX } from '../../../api/contract/geo-zones.ts';
import { zoneProblem } from '../../../api/contract/geometry.ts';
import { useRunEdit } from '../../../api/edits';
import { LazyMap, type DrawControls, type LonLat } from '../../../map';
import { Button } from '../../../ui/button';
import { nameProblem } from '../../../ui/name-problem';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { createZoneEdit } from '../api/edits';
import { ZONES_TAB } from './alerts-page';
import { DrawBridge } from './draw-bridge';
import { useDrawError } from './use-draw-error';
import { ZoneDrawTools, ZoneShapeChoice, type ZoneShapeKind } from './zone-draw-tools';
import * as css from './zones.css';

/**
 * /main/alerts/add-geo-Zone (spec part 2 §2): a name and a zone drawn on the map, a polygon or a
 * circle (saved as its 60 points). Edges that would cross are refused while drawing, with the
 * spec's message for 2.5 s; Save waits for a name and a valid shape.
 */
export function AddZonePage({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const run = useRunEdit();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ZoneShapeKind>('Polygon');
  const [ring, setRing] = useState<LonLat[]>([]);
  const [sketch, setSketch] = useState(0);
  const [controls, setControls] = useState<DrawControls | null>(null);
  const [saving, setSaving] = useState(false);
  const [drawError, showDrawError] = useDrawError();
  const problem = nameProblem(name, GEO_ZONE_NAME_MAX);
  const shapeOk = ring.length > 0 && zoneProblem(ring) === null;
  // The spec's text (part 2 §8), which the server also answers, in the reader's language.
  const onRefused = useCallback(
    () => showDrawError(t`Error: shape edges cannot cross!`),
    [showDrawError, t],
  );
  const back = () => navigate({ to: '/main/alerts', hash: ZONES_TAB });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !shapeOk || saving) return;
    setSaving(true);
    try {
      const zoneName = name.trim();
      const outcome = await run(createZoneEdit(accountId, zoneName, ring));
      if (outcome.status === 'sent') toast.success(t`The zone “${zoneName}” was added.`);
      await back();
    } catch {
      // Refused (the toast said why): the name and the drawing stay.
      setSaving(false);
    }
  };

  return (
    <section className={page.screen} aria-labelledby="add-zone-title">
      <h1 id="add-zone-title" className={page.screenTitle}>
        <Trans>Add geo zone</Trans>
      </h1>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Zone name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problem ?? undefined}
          required
          autoComplete="off"
        />
        <ZoneShapeChoice kind={kind} onKind={setKind} />
        <p className={css.status} aria-live="polite">
          {ring.length > 0
            ? t`Zone drawn: ${ring.length - 1} points. Drag a point to move it.`
            : kind === 'Polygon'
              ? t`Tap the map at each corner of the zone, then tap the first corner or Finish shape.`
              : t`Tap the centre of the circle, then tap its edge.`}
        </p>
        <div
          className={css.drawMap}
          data-testid="zone-drawing"
          data-points={ring.length}
          data-sketch={sketch}
        >
          {/* Over the map, where the finger is. */}
          {drawError ? (
            <p role="alert" className={css.drawError}>
              {drawError}
            </p>
          ) : null}
          <LazyMap label={t`Map to draw the zone on`}>
            <DrawBridge
              mode={kind}
              noCrossing
              onShape={setRing}
              onSketch={setSketch}
              onRefused={onRefused}
              onControls={setControls}
            />
          </LazyMap>
        </div>
        <ZoneDrawTools kind={kind} controls={controls} sketch={sketch} drawn={ring.length > 0} />
        <div className={page.actions}>
          <Button type="submit" disabled={problem !== null || !shapeOk} loading={saving}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => void back()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
