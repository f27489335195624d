import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_ROUTE_COLOR } from '../../../api/contract/routes.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ColorPicker } from './color-picker';
import { NameField, routeNameProblem } from './name-field';
import * as css from './routes.css';

export interface StopPointDialogProps {
  open: boolean;
  onAdd: (name: string, color: string) => void;
  onCancel: () => void;
}

/** Names a stop point just placed on a new route (spec part 2 §2: "a dialog for adding a stop point"). */
export function StopPointDialog({ open, onAdd, onCancel }: StopPointDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t`New stop point`}
      size="sm"
    >
      {/* Mounted per point, so each one starts with an empty name and white. */}
      {open ? <StopPointForm onAdd={onAdd} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function StopPointForm({ onAdd, onCancel }: Omit<StopPointDialogProps, 'open'>) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_ROUTE_COLOR);
  const problem = routeNameProblem(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onAdd(name.trim(), color);
  };
  return (
    <form className={css.panel} onSubmit={submit} noValidate>
      <NameField label={t`Stop point name`} value={name} onChange={setName} />
      <ColorPicker legend={t`Stop point colour`} value={color} onChange={setColor} />
      <div className={css.header}>
        <Button type="submit" disabled={problem !== null} className={css.target}>
          <Trans>Add stop point</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel} className={css.target}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
