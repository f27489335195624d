import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ObserverInvitation } from '../../../api/contract/observer-invitations.ts';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { invitationsQuery, useAnswerInvitation, type Answer } from '../api/observer-invitations';
import { INVITATIONS_HEADING, type Answering } from '../components/use-focus-after-answer';
import * as css from './invitations.css';

export interface InvitationListProps {
  online: boolean;
  /** Said before an answer is sent (null when it failed): the page moves focus after it. */
  onAnswering: (answering: Answering | null) => void;
}

/**
 * Invitations to watch someone's account (issue 28), above the user's accounts: who invited them
 * (their name and the phone number they sign in with) next to the name the owner gave the
 * account, so a stranger's account is never taken for one's own. Nothing when there are none.
 */
export function InvitationList({ online, onAnswering }: InvitationListProps) {
  const { data } = useQuery(invitationsQuery());
  const headingId = useId();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={css.heading} {...{ [INVITATIONS_HEADING]: '' }}>
        <Trans>Invitations</Trans>
      </h2>
      {online ? null : (
        <p className={css.callout}>
          <Trans>You are offline. Answering invitations needs a connection.</Trans>
        </p>
      )}
      <ul className={css.grid}>
        {items.map((invitation) => (
          <InvitationCard
            key={invitation.id}
            invitation={invitation}
            online={online}
            onAnswering={(how) => onAnswering(how ? { how, invitation } : null)}
          />
        ))}
      </ul>
    </section>
  );
}

interface InvitationCardProps {
  invitation: ObserverInvitation;
  online: boolean;
  /** Said before the answer is sent (focus follows its outcome), and null when it failed. */
  onAnswering: (how: Answer | null) => void;
}

function InvitationCard({ invitation, online, onAnswering }: InvitationCardProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const answer = useAnswerInvitation();
  const nameId = useId();
  const name = invitation.trackAccountName;
  const busy = answer.isPending ? answer.variables.answer : null;

  const send = async (how: Answer) => {
    if (how === 'decline') {
      const yes = await confirm({
        title: t`Decline the invitation to “${name}”?`,
        message: t`You will not see this account. Only its owner can invite you again.`,
        confirmLabel: t`Decline`,
        variant: 'danger',
      });
      if (!yes) return;
    }
    onAnswering(how);
    try {
      await answer.mutateAsync({ id: invitation.id, answer: how });
    } catch {
      onAnswering(null);
      return; // The toast says why; the list is read again.
    }
    if (how === 'accept') toast.success(t`You can now open “${name}”.`);
    else toast.success(t`You declined the invitation to “${name}”.`);
  };

  return (
    <li className={css.card} aria-labelledby={nameId}>
      <h3 id={nameId} className={css.title}>
        {name}
      </h3>
      <p className={css.muted}>
        {invitation.accountType === 'Business' ? t`Business` : t`Personal`}
      </p>
      <p className={css.text}>
        <Inviter invitation={invitation} />
      </p>
      <div className={css.actions}>
        <Button
          className={css.answer}
          aria-label={t`Accept the invitation to ${name}`}
          disabled={!online || busy !== null}
          loading={busy === 'accept'}
          onClick={() => void send('accept')}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button
          className={css.answer}
          variant="secondary"
          aria-label={t`Decline the invitation to ${name}`}
          disabled={!online || busy !== null}
          loading={busy === 'decline'}
          onClick={() => void send('decline')}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
    </li>
  );
}

function Inviter({ invitation }: { invitation: ObserverInvitation }) {
  const who = invitation.inviterName;
  // Phone numbers read left to right in Arabic text too.
  const phone = <bdi dir="ltr">{invitation.inviterPhoneNumber}</bdi>;
  if (who && invitation.inviterPhoneNumber) {
    return (
      <Trans>
        <strong>{who}</strong> ({phone}) invites you to watch vehicles of this account.
      </Trans>
    );
  }
  if (who) {
    return (
      <Trans>
        <strong>{who}</strong> invites you to watch vehicles of this account.
      </Trans>
    );
  }
  return <Trans>You are invited to watch vehicles of this account.</Trans>;
}
