import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui/button';
import { Spinner } from '../../../../ui/spinner';
import { myRequestsQuery } from '../api/request-queries';
import { DetailsLink } from './details-link';
import { RequestCard } from './request-card';
import * as subCss from '../../components/subscriptions.css';
import * as css from './requests.css';
import { SkipLink } from '../../../../ui/skip-link';

export interface RequestsPageProps {
  /** The shell's language menu (features do not import each other; the route composes). */
  languageMenu?: ReactNode;
}

/** /subscription-requests (spec part 1 §2 item 7): the user's requests. */
export function RequestsPage({ languageMenu }: RequestsPageProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(myRequestsQuery(i18n.locale));
  const items = query.data?.items;
  return (
    <div className={subCss.page}>
      <SkipLink />
      <header className={subCss.header}>
        <Link to="/track-accounts" className={subCss.link}>
          <Trans>Back to track accounts</Trans>
        </Link>
        <h1 className={subCss.title}>
          <Trans>My requests</Trans>
        </h1>
        {languageMenu}
      </header>
      <main id="main" className={subCss.content}>
        {items ? (
          items.length === 0 ? (
            <p className={subCss.empty}>
              <Trans>You have no requests yet.</Trans>
            </p>
          ) : (
            <ul className={css.list} aria-label={t`My requests`}>
              {items.map((request) => (
                <RequestCard key={request.id} request={request}>
                  <DetailsLink request={request} />
                </RequestCard>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <div role="alert" className={subCss.empty}>
            <p>
              <Trans>Your requests could not be loaded.</Trans>
            </p>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Spinner size="lg" label={t`Loading your requests`} />
        )}
      </main>
    </div>
  );
}
