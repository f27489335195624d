import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRunEdit } from '../../../api/edits';
import { plateName } from '../../../i18n/plate-sub-classes';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { alertTargetsQuery, type TargetKind } from '../api/alert-targets';
import { groupChoicesQuery, vehicleChoicesQuery } from '../api/choices';
import { targetEdit, type Target } from '../api/edits';
import { ChoicePicker } from './choice-picker';

export interface AddTargetsDialogProps {
  accountId: string;
  alertId: string;
  kind: TargetKind;
  onClose: () => void;
}

/**
 * The add-vehicle and add-vehicle-group dialogs (spec part 2 §2): a picker of what the alert does
 * not watch yet (50 a page); Save stays disabled until one is chosen (§5).
 */
export function AddTargetsDialog({ accountId, alertId, kind, onClose }: AddTargetsDialogProps) {
  const { t, i18n } = useLingui();
  const run = useRunEdit();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const assigned = useInfiniteQuery(alertTargetsQuery(accountId, alertId, kind));
  const exclude = assigned.data?.pages.flatMap((p) => p.items.map((i) => i.id)) ?? [];

  /** The chosen items with the names their pending marks show (from the picker's pages). */
  const targets = (): Target[] => {
    const names = new Map<string, string>();
    if (kind === 'vehicles') {
      const pages = client.getQueryData(vehicleChoicesQuery(accountId).queryKey)?.pages ?? [];
      pages
        .flatMap((p) => p.items)
        .forEach((v) =>
          names.set(
            v.id,
            plateName(v, (d) => i18n._(d)),
          ),
        );
    } else {
      const pages = client.getQueryData(groupChoicesQuery(accountId).queryKey)?.pages ?? [];
      pages.flatMap((p) => p.items).forEach((g) => names.set(g.id, g.name));
    }
    return chosen.map((id) => ({ kind, id, name: names.get(id) ?? id }));
  };

  const save = async () => {
    setBusy(true);
    // One edit each, made now: the account's edits are sent in order, one at a time.
    const items = targets();
    const outcomes = await Promise.allSettled(
      items.map((target) => run(targetEdit(accountId, alertId, target, true))),
    );
    const refused = items.filter((_, i) => outcomes[i]!.status === 'rejected').map((x) => x.id);
    if (refused.length > 0) {
      // The toasts said why; what was refused stays chosen, the rest is done.
      setChosen(refused);
      setBusy(false);
      return;
    }
    if (outcomes.every((o) => o.status === 'fulfilled' && o.value.status === 'sent')) {
      toast.success(t`Added to the alert.`);
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'vehicles' ? t`Add vehicles to the alert` : t`Add groups to the alert`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={chosen.length === 0} loading={busy} onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      {assigned.data || assigned.isError ? (
        <ChoicePicker
          accountId={accountId}
          kind={kind}
          label={kind === 'vehicles' ? t`Vehicles` : t`Vehicle groups`}
          selected={chosen}
          onChange={setChosen}
          exclude={exclude}
        />
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </Dialog>
  );
}
