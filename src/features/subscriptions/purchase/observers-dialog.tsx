import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { formatCount } from '../format';
import { observersQuery } from './api/queries';
import * as purchase from './purchase.css';
import * as css from './observers.css';
import * as table from '../components/bill.css';

export interface ObserversToRemoveProps {
  accountId: string;
  prepare: (id: string) => Promise<unknown>;
  /** Association ids the renewal removes (removeUsers). */
  removed: readonly string[];
  onRemovedChange: (ids: string[]) => void;
}

/**
 * The renewal's "observers to remove": a count beside the read-only user count and the observer
 * list dialog (spec part 1 §2 item 9): name, phone number, status; active observers have a
 * delete/undo toggle; "No observers found" when there are none.
 */
export function ObserversToRemove(props: ObserversToRemoveProps) {
  const { removed } = props;
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const count = formatCount(removed.length, i18n.locale);
  return (
    <div className={purchase.row}>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Trans>Observers</Trans>
      </Button>
      {removed.length > 0 ? (
        <span>
          <Trans>Observers to remove: {count}</Trans>
        </span>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Observers`}
        description={t`Observers removed here lose access to the account when the renewal is done.`}
        footer={
          <Button type="button" onClick={() => setOpen(false)}>
            <Trans>Done</Trans>
          </Button>
        }
      >
        {open ? <ObserverTable {...props} /> : null}
      </Dialog>
    </div>
  );
}

function ObserverTable({ accountId, prepare, removed, onRemovedChange }: ObserversToRemoveProps) {
  const { t } = useLingui();
  const query = useQuery(observersQuery(accountId, prepare));
  // Saved observers stay listed when asking again fails (offline).
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={purchase.row}>
        <Trans>The observers could not be loaded.</Trans>
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t`Loading the observers`} />;
  const items = query.data.items;
  if (items.length === 0) {
    return (
      <p className={css.empty}>
        <Trans>No observers found</Trans>
      </p>
    );
  }
  const toggle = (o: Observer) =>
    onRemovedChange(
      removed.includes(o.id) ? removed.filter((id) => id !== o.id) : [...removed, o.id],
    );
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col" className={table.item}>
            <Trans>Name</Trans>
          </th>
          <th scope="col" className={table.item}>
            <Trans>Phone number</Trans>
          </th>
          <th scope="col" className={table.item}>
            <Trans>Status</Trans>
          </th>
          <th scope="col" className={table.item}>
            <Trans>Action</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((o) => {
          const gone = removed.includes(o.id);
          return (
            <tr key={o.id} className={gone ? css.removed : undefined}>
              <td className={table.text}>{o.name}</td>
              <td className={table.text}>
                <bdi dir="ltr">{o.phoneNumber ?? '—'}</bdi>
              </td>
              <td className={table.text}>
                {gone ? t`To be removed` : o.status === 'Active' ? t`Active` : t`Inactive`}
              </td>
              <td className={table.text}>
                {o.status === 'Active' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant={gone ? 'secondary' : 'danger'}
                    aria-label={gone ? t`Keep ${o.name}` : t`Remove ${o.name}`}
                    onClick={() => toggle(o)}
                  >
                    {gone ? <Trans>Undo</Trans> : <Trans>Remove</Trans>}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
