import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_ROUTE_COLOR, toApiColor } from '../../../api/contract/routes.ts';
import { useRunEdit } from '../../../api/edits';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { createRouteEdit } from '../api/edits';
import { ColorPicker } from './color-picker';
import { DraftStops } from './draft-stops';
import { NameField, routeNameProblem } from './name-field';
import { toRoutePoint } from './points';
import { RouteDrawing } from './route-drawing';
import { useRouteDraft } from './use-route-draft';
import { SaveActions } from './save-actions';
import * as css from './routes.css';

// The dialog (and Radix's dialog code) loads when a stop is first placed: the drawing screen's
// budget has no room for it, and most routes are drawn before any stop is named.
const StopPointDialog = lazy(() =>
  import('./stop-point-dialog').then((m) => ({ default: m.StopPointDialog })),
);

/** /main/routes/add-route (spec part 2 §2, §5): a name, a colour, a line and its stop points. */
export function AddRoutePage({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const run = useRunEdit();
  const draft = useRouteDraft();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_ROUTE_COLOR);
  const [saving, setSaving] = useState(false);
  const invalid = routeNameProblem(name) !== null || !draft.lineReady;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    setSaving(true);
    const routeName = name.trim();
    const edit = createRouteEdit(accountId, {
      name: routeName,
      hexColor: toApiColor(color),
      line: draft.line.map(toRoutePoint),
      stopPoints: draft.stops.map((s) => ({
        name: s.name,
        hexColor: toApiColor(s.color),
        point: toRoutePoint(s.point),
      })),
    });
    try {
      const outcome = await run(edit);
      if (outcome.status === 'sent') toast.success(t`The route “${routeName}” was added.`);
      await navigate({ to: '/main/routes' });
    } catch {
      // Refused (the toast said why): the form keeps the drawing.
      setSaving(false);
    }
  };

  return (
    <section className={page.screen} aria-labelledby="add-route-title">
      <h1 id="add-route-title" className={page.screenTitle}>
        <Trans>Add route</Trans>
      </h1>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <NameField label={t`Route name`} value={name} onChange={setName} />
        <ColorPicker legend={t`Route colour`} value={color} onChange={setColor} />
        <RouteDrawing draft={draft} />
        <DraftStops stops={draft.stops} onRemove={draft.removeStop} />
        <SaveActions
          invalid={invalid}
          saving={saving}
          missing={
            draft.lineReady ? null : (
              <Trans>Draw a line of at least 2 points to save the route.</Trans>
            )
          }
        />
      </form>
      {draft.placing !== null && (
        <Suspense fallback={null}>
          <StopPointDialog open onAdd={draft.keepStop} onCancel={draft.dropPlacing} />
        </Suspense>
      )}
    </section>
  );
}
