import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { accountQuery, accountStateQuery, type AccountState } from './api/queries';
import * as css from '../components/subscriptions.css';
import { SkipLink } from '../../../ui/skip-link';

export interface PurchasePageProps {
  accountId: string;
  title: string;
  /** Gets a token for the account (auth feature, composed by the route). */
  prepare: (id: string) => Promise<unknown>;
  online: boolean;
  languageMenu?: ReactNode;
  children: (state: AccountState, accountName: string) => ReactNode;
}

/**
 * The frame of the owner purchase screens (spec part 1 §2 items 3–5): header with the way back,
 * the owner check, the account's current state, and the offline notice.
 */
export function PurchasePage(props: PurchasePageProps) {
  const { accountId, title, prepare, online, languageMenu, children } = props;
  const { t } = useLingui();
  const account = useQuery(accountQuery(accountId));
  const owner = account.data?.userTrackAccountAssociation.associationType === 'Owner';
  const state = useQuery({ ...accountStateQuery(accountId, prepare), enabled: owner });
  // A refresh that failed (offline, no answer) leaves the saved account on screen with the
  // entries; only a screen with nothing saved to show says it could not be loaded.
  const accountFailed = account.isError && !account.data;
  const failed = accountFailed || (state.isError && !state.data);
  let body: ReactNode;
  if (failed) {
    body = (
      <div role="alert" className={css.empty}>
        <Trans>This account could not be loaded.</Trans>
        <Button
          variant="secondary"
          onClick={() => void (accountFailed ? account.refetch() : state.refetch())}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (account.data && !owner) {
    body = (
      <p role="status" className={css.notice}>
        <Trans>Only the owner of this account can make purchases for it.</Trans>
      </p>
    );
  } else if (!account.data || !state.data) {
    body = <Spinner label={t`Loading the account`} />;
  } else {
    body = children(state.data, account.data.name);
  }
  return (
    <div className={css.page}>
      <SkipLink />
      <header className={css.header}>
        <Link to="/track-accounts" className={css.link}>
          <Trans>Back to track accounts</Trans>
        </Link>
        <h1 className={css.title}>
          {title}
          {account.data ? <span className={css.muted}> · {account.data.name}</span> : null}
        </h1>
        {languageMenu}
      </header>
      <main id="main" className={css.content}>
        {online ? null : (
          <p role="status" className={css.notice}>
            <Trans>You are offline. Purchases need a connection; your entries are kept.</Trans>
          </p>
        )}
        {body}
      </main>
    </div>
  );
}
