import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import type { PendingEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import { Spinner } from '../../../ui/spinner';
import { ObserverCard } from './observer-card';
import * as css from './observers.css';
import { WaitingMark } from '../../../api/edits/waiting-mark';

export interface ObserverListProps {
  accountId: string;
  groupsOn: boolean;
  query: UseQueryResult<{ items: Observer[]; totalCount: number }>;
  /** The account's observer edits not yet done by the server, oldest first. */
  pending: readonly PendingEdit[];
  onEdit: (observer: Observer) => void;
  onDeleted: () => void;
}

/** The observers of one page, with the ones added offline (waiting to be sent) first. */
export function ObserverList({ query, pending, ...props }: ObserverListProps) {
  const { t } = useLingui();
  // Being sent right now, a new observer is still the open dialog's: listed once it waits.
  const added = pending.filter((p) => p.paused && p.edit.call === 'observer.create');
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={page.empty}>
        <Trans>The observers could not be loaded.</Trans>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner size="lg" label={t`Loading the observers`} />;
  const observers = query.data.items;
  if (observers.length === 0 && added.length === 0) {
    return (
      <div className={page.empty}>
        <p>
          <Trans>No observers found</Trans>
        </p>
        <p className={css.muted}>
          <Trans>Add an observer to let someone follow the vehicles you choose.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className={css.list}>
      {added.map(({ edit }) => (
        <li key={edit.key} className={css.card}>
          <h2 className={css.name}>{edit.subject}</h2>
          <bdi dir="ltr">
            {(edit.body as { phoneNumber?: string } | undefined)?.phoneNumber ?? ''}
          </bdi>
          <p className={css.pending}>
            <WaitingMark edit={edit} />
          </p>
        </li>
      ))}
      {observers.map((observer) => (
        <ObserverCard
          key={observer.id}
          {...props}
          observer={observer}
          pending={pending.filter((p) => p.edit.subjectId === observer.id)}
          onEdit={() => props.onEdit(observer)}
        />
      ))}
    </ul>
  );
}
