import { useState } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { useRunEdit } from '../../../api/edits';
import { Spinner } from '../../../ui/spinner';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { useDir } from '../../../ui/use-dir';
import { activationEdit, deleteAlertEdit } from '../api/edits';
import type { TargetKind } from '../api/alert-targets';
import { AddTargetsDialog } from './add-targets-dialog';
import { RelatedItemsDialog } from './related-items-dialog';
import * as css from '../alerts.css';

export interface AlertMenuProps {
  accountId: string;
  alert: AlertDefinition;
  label: string;
  created: string;
  enabled: boolean;
  /** An activation is being sent: the toggle spins and waits. */
  busy: boolean;
  deleting: boolean;
  /** GoTrack.GroupManagement: the group entries are offered. */
  groupsOn: boolean;
}

type Open = { view: 'related' | 'add'; kind: TargetKind } | null;

/**
 * A panel's menu (spec part 2 §2): view and add vehicles and groups, delete, and the activate
 * toggle (§4: enable or disable, a spinner while pending, SuccessEnabled / SuccessDisabled, the
 * list reloaded). Radix's menu: arrows move, Enter or Space choose, Escape closes.
 */
export function AlertMenu(props: AlertMenuProps) {
  const { accountId, alert, label, created, enabled, busy, deleting, groupsOn } = props;
  const { t } = useLingui();
  const dir = useDir();
  const run = useRunEdit();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(null);

  const toggle = async () => {
    if (busy) return;
    try {
      const outcome = await run(activationEdit(accountId, alert, label, !enabled));
      // The spec's SuccessEnabled / SuccessDisabled (part 2 §8), in the words observers use.
      if (outcome.status === 'sent') {
        toast.success(enabled ? t`Disabled successfully` : t`Enabled successfully`);
      }
    } catch {
      // Refused: the toast said why; the list shows what the server holds.
    }
  };
  const remove = async () => {
    const yes = await confirm({
      title: t`Delete the alert “${label}”?`,
      message: t`It stops watching its vehicles and groups. This cannot be undone.`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    const outcome = await run(deleteAlertEdit(accountId, alert, label)).catch(() => null);
    if (outcome?.status === 'sent') toast.success(t`The alert “${label}” was deleted.`);
  };
  const item = (view: 'related' | 'add', kind: TargetKind, text: string) => (
    <Menu.Item className={css.menuItem} onSelect={() => setOpen({ view, kind })}>
      {text}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Root dir={dir} modal={false}>
        <Menu.Trigger
          className={css.menuButton}
          aria-label={t`Menu of the alert ${label} of ${created}`}
        >
          <span aria-hidden="true">⋮</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className={css.menu} align="end" sideOffset={4}>
            {item('related', 'vehicles', t`View assigned vehicles`)}
            {groupsOn ? item('related', 'groups', t`View assigned groups`) : null}
            {item('add', 'vehicles', t`Add vehicles`)}
            {groupsOn ? item('add', 'groups', t`Add groups`) : null}
            <Menu.Separator className={css.separator} />
            <Menu.CheckboxItem
              className={css.menuItem}
              checked={enabled}
              aria-busy={busy || undefined}
              // Stays open: the user sees the spinner, then the new state.
              onSelect={(event) => {
                event.preventDefault();
                void toggle();
              }}
            >
              <span className={css.check} aria-hidden="true">
                {busy ? <Spinner size="sm" decorative /> : enabled ? '✓' : ''}
              </span>
              <Trans>Active</Trans>
            </Menu.CheckboxItem>
            <Menu.Item
              className={`${css.menuItem} ${css.danger}`}
              disabled={deleting}
              onSelect={() => void remove()}
            >
              <Trans>Delete alert</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {open?.view === 'related' ? (
        <RelatedItemsDialog
          accountId={accountId}
          alertId={alert.id}
          kind={open.kind}
          title={open.kind === 'vehicles' ? t`Vehicles of this alert` : t`Groups of this alert`}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.view === 'add' ? (
        <AddTargetsDialog
          accountId={accountId}
          alertId={alert.id}
          kind={open.kind}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
