import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import { useRunEdit, type PendingEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import * as page from '../../../ui/page.css';
import { toast } from '../../../ui/toast-store';
import { deleteEdit } from '../api/observer-edits';
import { ActivationSwitch } from './activation-switch';
import { ObserverItems } from './observer-items';
import * as css from './observers.css';
import { WaitingMark } from '../../../api/edits/waiting-mark';

export interface ObserverCardProps {
  accountId: string;
  observer: Observer;
  groupsOn: boolean;
  /** This observer's edits not yet done by the server, oldest first. */
  pending: readonly PendingEdit[];
  onEdit: () => void;
  /** The card is gone, or waits to go with its buttons off: focus goes somewhere that stays. */
  onDeleted: () => void;
}

const ACTIVATION = ['observer.activate', 'observer.deactivate'];
const ASSIGNMENT = [
  'observer.addVehicle',
  'observer.removeVehicle',
  'observer.addGroup',
  'observer.removeGroup',
];

/** Whether they accepted the owner's invitation; a back end without invitations says nothing. */
function InvitationFact({ status }: { status: Observer['invitationStatus'] }) {
  if (!status) return null;
  return (
    <>
      <dt className={css.term}>
        <Trans>Invitation</Trans>
      </dt>
      <dd className={css.value}>
        {status === 'Pending' ? <Trans>Not accepted yet</Trans> : null}
        {status === 'Accepted' ? <Trans context="invitation">Accepted</Trans> : null}
        {status === 'Declined' ? (
          <Trans>Declined: add them again to invite them again</Trans>
        ) : null}
      </dd>
    </>
  );
}

/** One observer: name, phone, status, the activation switch, edit, delete and what they see. */
export function ObserverCard(props: ObserverCardProps) {
  const { accountId, observer, pending } = props;
  const { t } = useLingui();
  const observerName = observer.name;
  const run = useRunEdit();
  const confirm = useConfirm();
  const nameId = useId();
  const activations = pending.filter((p) => ACTIVATION.includes(p.edit.call));
  const assignments = pending.filter((p) => ASSIGNMENT.includes(p.edit.call));
  // Changes of the observer itself, waiting for a connection: marked on the card.
  const waiting = pending.filter((p) => p.paused && !ASSIGNMENT.includes(p.edit.call));
  const deleting = pending.find((p) => p.edit.call === 'observer.delete');
  const phone = observer.phoneNumber;

  const remove = async (phoneNumber: string) => {
    const yes = await confirm({
      title: t`Delete the observer “${observerName}”?`,
      message: t`They lose access to this account at once, with the vehicles and groups assigned to them.`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    try {
      const outcome = await run(deleteEdit(accountId, { ...observer, phoneNumber }));
      if (outcome.status === 'sent') toast.success(t`The observer “${observerName}” was deleted.`);
      props.onDeleted();
    } catch {
      // Refused: the toast says why; the card stays.
    }
  };

  return (
    <li className={css.card} aria-labelledby={nameId}>
      <div className={css.cardHead}>
        <h2 id={nameId} className={css.name}>
          {observer.name}
        </h2>
        {/* Switching on someone who declined would not give them the account (issue 28). */}
        {observer.invitationStatus === 'Declined' ? null : (
          <ActivationSwitch accountId={accountId} observer={observer} pending={activations} />
        )}
      </div>
      <dl className={css.facts}>
        <dt className={css.term}>
          <Trans>Phone number</Trans>
        </dt>
        <dd className={css.value}>
          <bdi dir="ltr">{phone ?? '—'}</bdi>
        </dd>
        <dt className={css.term}>
          <Trans>Status</Trans>
        </dt>
        <dd className={css.value}>
          {/* A context of their own: other catalogs translate a bare "Active" differently. */}
          {observer.status === 'Active' ? (
            <Trans context="observer status">Active</Trans>
          ) : (
            <Trans context="observer status">Inactive</Trans>
          )}
        </dd>
        <InvitationFact status={observer.invitationStatus} />
      </dl>
      {waiting.map(({ edit }) => (
        <p key={edit.key} className={css.pending}>
          <WaitingMark edit={edit} />
        </p>
      ))}
      <div className={page.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Edit ${observerName}`}
          disabled={Boolean(deleting)}
          onClick={props.onEdit}
        >
          <Trans>Edit</Trans>
        </Button>
        {/* The API deletes by phone number: an observer without one cannot be deleted here. */}
        {phone ? (
          <Button
            variant="danger"
            size="sm"
            aria-label={t`Delete ${observerName}`}
            loading={Boolean(deleting && !deleting.paused)}
            disabled={Boolean(deleting)}
            onClick={() => void remove(phone)}
          >
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </div>
      <ObserverItems
        accountId={accountId}
        observer={observer}
        groupsOn={props.groupsOn}
        pending={assignments}
      />
    </li>
  );
}
