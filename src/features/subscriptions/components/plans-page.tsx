import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { plansQuery } from '../api/list-plans';
import { PlanCard } from './plan-card';
import { useOrderPlan } from './use-order-plan';
import * as css from './subscriptions.css';
import { SkipLink } from '../../../ui/skip-link';

export interface PlansPageProps {
  /** `?select=true`: the user came from a form to pick a plan and returns to it. */
  select: boolean;
  online: boolean;
  /** The shell's language menu (features do not import each other; the route composes). */
  languageMenu?: ReactNode;
}

/** /plans (spec part 1 §2 item 8). */
export function PlansPage({ select, online, languageMenu }: PlansPageProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(plansQuery(i18n.locale));
  const order = useOrderPlan(select);
  const plans = query.data?.items;
  return (
    <div className={css.page}>
      <SkipLink />
      <header className={css.header}>
        <BackLink toForm={select} />
        <h1 className={css.title}>
          <Trans>Subscription plans</Trans>
        </h1>
        {languageMenu}
      </header>
      <main id="main" className={css.content}>
        {online ? null : (
          <p role="status" className={css.notice}>
            <Trans>You are offline. Ordering a plan needs a connection.</Trans>
          </p>
        )}
        {select ? (
          <p className={css.muted}>
            <Trans>Choose a plan: your form keeps what you entered.</Trans>
          </p>
        ) : null}
        {plans ? (
          plans.length === 0 ? (
            <p className={css.empty}>
              <Trans>No plans are on sale at the moment.</Trans>
            </p>
          ) : (
            <ul className={css.grid}>
              {plans.map((plan) => (
                <PlanCard key={plan.key} plan={plan} disabled={!online} onOrder={order} />
              ))}
            </ul>
          )
        ) : query.isError ? (
          <div role="alert" className={css.empty}>
            <p>
              <Trans>The plans could not be loaded.</Trans>
            </p>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Spinner size="lg" label={t`Loading the plans`} />
        )}
      </main>
    </div>
  );
}

/** Back to the form the user came from (select=true), else to the track accounts. */
function BackLink({ toForm }: { toForm: boolean }) {
  const router = useRouter();
  if (toForm && router.history.canGoBack()) {
    return (
      <Button variant="ghost" onClick={() => router.history.back()}>
        <Trans>Back to the form</Trans>
      </Button>
    );
  }
  return (
    <Link to="/track-accounts" className={css.link}>
      <Trans>Back to track accounts</Trans>
    </Link>
  );
}
