import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import {
  FEATURES,
  isFeatureOn,
  type AccountFeature,
} from '../../../api/contract/track-accounts.ts';
import { usePendingEdits } from '../../../api/edits';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { OBSERVERS_PAGE, observersQuery } from '../api/list-observers';
import { OBSERVER_CALLS } from '../api/observer-edits';
import { ObserverFormDialog } from './observer-form-dialog';
import { ObserverList } from './observer-list';
import { Pager } from '../../../ui/pager';
import * as css from './observers.css';

export interface ObserversPageProps {
  accountId: string;
  features: readonly AccountFeature[];
}

/**
 * /main/observers-management (spec part 2 §2): the account's observers, 100 a page, each with its
 * activation switch, edit, delete and assigned vehicles and groups; and a button to add one.
 * Every change is an offline edit: made without a connection, it waits on the device, shown.
 */
export function ObserversPage({ accountId, features }: ObserversPageProps) {
  const { t } = useLingui();
  const groupsOn = isFeatureOn(features, FEATURES.groupManagement);
  const [pageIndex, setPage] = useState(0);
  // Open dialog: `{}` adds, `{ observer }` edits.
  const [dialog, setDialog] = useState<{ observer?: Observer } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery(observersQuery(accountId, pageIndex));
  const pending = usePendingEdits(accountId, OBSERVER_CALLS);
  const pages = Math.ceil((query.data?.totalCount ?? 0) / OBSERVERS_PAGE);

  // A page emptied by deletions (here or elsewhere) steps back to the last page there is: set
  // while rendering, React's way to adjust state to what was just learnt.
  if (query.data && !query.isPlaceholderData && pageIndex > 0 && pageIndex >= pages) {
    setPage(Math.max(0, pages - 1));
  }

  return (
    <section className={page.screen} aria-labelledby="observers-title">
      <div className={css.header}>
        <h1 id="observers-title" ref={heading} tabIndex={-1} className={css.heading}>
          <Trans>Observers</Trans>
        </h1>
        <Button onClick={() => setDialog({})}>
          <Trans>Add observer</Trans>
        </Button>
      </div>
      <p className={css.muted}>
        <Trans>
          Observers follow the vehicles and groups you assign them, and receive their alerts.
        </Trans>
      </p>
      <ObserverList
        accountId={accountId}
        groupsOn={groupsOn}
        query={query}
        pending={pending}
        onEdit={(observer) => setDialog({ observer })}
        onDeleted={() => heading.current?.focus()}
      />
      <Pager page={pageIndex} pages={pages} onPage={setPage} label={t`Pages of observers`} />
      {dialog ? (
        <ObserverFormDialog
          accountId={accountId}
          groupsOn={groupsOn}
          observer={dialog.observer}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
