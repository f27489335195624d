import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  asLatLon,
  DEFAULT_ROUTE_COLOR,
  toApiColor,
  type Route,
} from '../../../api/contract/routes.ts';
import { useRunEdit } from '../../../api/edits';
import type { DrawControls, MapPoint } from '../../../map';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { addStopPointEdit } from '../api/edits';
import { ColorPicker } from './color-picker';
import { cssColor } from './colors';
import { DrawMessage } from './draw-messages';
import { DrawingMap } from './drawing-map';
import { NameField, routeNameProblem } from './name-field';
import { toRoutePoint } from './points';
import { useOnePoint } from './use-one-point';
import { SaveActions } from './save-actions';
import * as css from './routes.css';

/** The route's map in Point mode and the new stop point's name and colour. */
export function AddPointForm({ accountId, route }: { accountId: string; route: Route }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const run = useRunEdit();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_ROUTE_COLOR);
  const [saving, setSaving] = useState(false);
  const controls = useRef<DrawControls | null>(null);
  const [ready, setReady] = useState(false);
  const onControls = useCallback((next: DrawControls) => {
    controls.current = next;
    setReady(next.ready);
  }, []);
  const { point, onTap, said } = useOnePoint(route.line);
  const line = useMemo(() => route.line.map(asLatLon), [route.line]);
  const points = useMemo<MapPoint[]>(() => {
    const saved = route.stopPoints.map((s) => ({
      id: s.id,
      ...asLatLon(s.point),
      color: cssColor(s.color),
      label: s.name,
    }));
    return point ? [...saved, { id: 'new', ...point, color, label: name.trim() }] : saved;
  }, [route.stopPoints, point, color, name]);
  const invalid = routeNameProblem(name) !== null || !point;
  const routeName = route.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving || !point) return;
    setSaving(true);
    const stopName = name.trim();
    const body = { name: stopName, hexColor: toApiColor(color), point: toRoutePoint(point) };
    try {
      const outcome = await run(addStopPointEdit(accountId, route.id, body));
      if (outcome.status === 'sent') toast.success(t`The stop point “${stopName}” was added.`);
      await navigate({ to: '/main/routes' });
    } catch {
      // Refused (the toast said why): the point and its name stay.
      setSaving(false);
    }
  };

  return (
    <section className={page.screen} aria-labelledby="add-point-title">
      <h1 id="add-point-title" className={page.screenTitle}>
        <Trans>
          Add a stop point to <bdi>{routeName}</bdi>
        </Trans>
      </h1>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={css.meta}>
          <Trans>
            Tap the map on the line, or within 30 metres of it, to place the stop point.
          </Trans>
        </p>
        <DrawMessage said={said} />
        <DrawingMap
          label={t`Map of the route “${routeName}”`}
          className={css.drawMap}
          center={line[0]}
          options={{ mode: 'Point', onShape: onTap }}
          line={line}
          lineColor={cssColor(route.color)}
          points={points}
          onControls={onControls}
        />
        <div className={page.actions}>
          <Button
            size="sm"
            variant="secondary"
            className={css.target}
            disabled={!ready}
            onClick={() => controls.current?.addAtCenter()}
          >
            <Trans>Add a stop point at the map centre</Trans>
          </Button>
        </div>
        <NameField label={t`Stop point name`} value={name} onChange={setName} />
        <ColorPicker legend={t`Stop point colour`} value={color} onChange={setColor} />
        <SaveActions
          invalid={invalid}
          saving={saving}
          missing={point ? null : <Trans>Place the stop point on the map to save it.</Trans>}
        />
      </form>
    </section>
  );
}
