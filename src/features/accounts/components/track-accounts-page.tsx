import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackAccount } from '../../../api/contract/track-accounts.ts';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { trackAccountsQuery } from '../api/list-track-accounts';
import { AccountCard } from './account-card';
import { AccountInfoDialog } from './account-info-dialog';
import { invitationsQuery } from '../api/observer-invitations';
import { OfflineSince } from '../../../ui/offline-since';
import { useChooseAccount } from './use-choose-account';
import { useFocusAfterAnswer } from './use-focus-after-answer';
import { AppLink } from './app-link';
import { TrackAccountsHeader } from './track-accounts-header';
import * as css from './accounts.css';
import { SkipLink } from '../../../ui/skip-link';

// Drawn only for someone with an invitation (issue 28), with its own texts: everyone else
// downloads neither.
const InvitationList = lazy(async () => {
  const { loadInvitationTexts } = await import('../invitations/texts');
  const [view] = await Promise.all([
    import('../invitations/invitation-list'),
    loadInvitationTexts(),
  ]);
  return { default: view.InvitationList };
});

export interface TrackAccountsPageProps {
  /** The shell's language menu (features do not import each other; the route composes). */
  languageMenu: ReactNode;
  /** Who is signed in, from app state. */
  userName: string;
  online: boolean;
  onLogout: () => void;
  /** Refreshes the access token so it carries this account (`TrackAccountId` header). */
  refreshToken: (id: string) => Promise<unknown>;
}

/** /track-accounts (spec part 1 §2 item 1). */
export function TrackAccountsPage({
  languageMenu,
  userName,
  online,
  onLogout,
  refreshToken,
}: TrackAccountsPageProps) {
  const query = useQuery(trackAccountsQuery());
  const invitations = useQuery(invitationsQuery());
  const { choose, choosing } = useChooseAccount(refreshToken);
  const [info, setInfo] = useState<TrackAccount | null>(null);
  const onAnswering = useFocusAfterAnswer(query.data, invitations.data);
  return (
    <div className={css.page}>
      <SkipLink />
      <TrackAccountsHeader languageMenu={languageMenu} userName={userName} onLogout={onLogout} />
      <main id="main" className={css.content}>
        {online ? null : <OfflineSince updatedAt={query.dataUpdatedAt} />}
        {invitations.data?.items.length ? (
          <Suspense fallback={null}>
            <InvitationList online={online} onAnswering={onAnswering} />
          </Suspense>
        ) : null}
        <AccountList
          accounts={query.data?.items}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          busyId={choosing}
          onChoose={(account) => void choose(account)}
          onInfo={setInfo}
        />
      </main>
      {info ? (
        <AccountInfoDialog account={info} prepare={refreshToken} onClose={() => setInfo(null)} />
      ) : null}
    </div>
  );
}

interface AccountListProps {
  accounts: TrackAccount[] | undefined;
  failed: boolean;
  onRetry: () => void;
  busyId: string | null;
  onChoose: (account: TrackAccount) => void;
  onInfo: (account: TrackAccount) => void;
}

function AccountList({ accounts, failed, onRetry, busyId, onChoose, onInfo }: AccountListProps) {
  const { t } = useLingui();
  if (!accounts) {
    if (!failed) return <Spinner size="lg" label={t`Loading your track accounts`} />;
    return (
      <div role="alert" className={css.empty}>
        <p>
          <Trans>Your track accounts could not be loaded.</Trans>
        </p>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (accounts.length === 0) {
    return (
      <div className={css.empty}>
        <p>
          <Trans>
            You have no track accounts yet. Create a subscription to start tracking your vehicles.
          </Trans>
        </p>
        <AppLink className={css.headerLink} href="/track-accounts/create">
          <Trans>Create new subscription</Trans>
        </AppLink>
      </div>
    );
  }
  return (
    <ul className={css.grid} aria-busy={busyId !== null}>
      {accounts.map((account) => (
        <AccountCard
          key={account.id}
          account={account}
          busy={busyId !== null}
          onChoose={onChoose}
          onInfo={onInfo}
        />
      ))}
    </ul>
  );
}
