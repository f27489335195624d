import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePendingEdits, type PendingEdit } from '../../../api/edits';
import type { VehicleGroup } from '../../../api/contract/vehicle-groups.ts';
import { Button } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { GROUPS_PAGE_SIZE, groupsQuery } from '../api/list-groups';
import { PendingMark } from './pending-mark';
import * as css from './groups.css';

const LIST_EDITS = ['vehicleGroup.create', 'vehicleGroup.rename', 'vehicleGroup.delete'] as const;

/** /main/groups-management (spec part 2 §2): the account's groups, 50 a page, and "Add group". */
export function GroupsPage({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery(groupsQuery(accountId, pageIndex));
  const pending = usePendingEdits(accountId, LIST_EDITS);
  const creates = pending.filter((p) => p.edit.call === 'vehicleGroup.create');
  const changeOf = (id: string) => pending.filter((p) => p.edit.subjectId === id).at(-1);
  const pages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / GROUPS_PAGE_SIZE));
  const groups = query.data?.items ?? [];
  const nothing = query.data && groups.length === 0 && creates.length === 0;
  return (
    <section className={page.screen} aria-labelledby="groups-title">
      <div className={css.header}>
        <h1 id="groups-title" className={page.screenTitle}>
          <Trans>Vehicle groups</Trans>
        </h1>
        <Link to="/main/groups-management/add-group" className={css.linkButton}>
          <Trans>Add group</Trans>
        </Link>
      </div>
      {!online && query.data ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The groups could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.isPending && !query.isError ? <Spinner label={t`Loading the groups`} /> : null}
      {nothing ? (
        <p className={page.empty}>
          <Trans>No groups yet. Add one to watch and assign several vehicles together.</Trans>
        </p>
      ) : null}
      {groups.length > 0 || creates.length > 0 ? (
        <ul className={css.list} aria-label={t`Vehicle groups`}>
          {pageIndex === 0 ? creates.map((p) => <PendingRow key={p.edit.key} pending={p} />) : null}
          {groups.map((group) => (
            <GroupRow key={group.id} group={group} change={changeOf(group.id)} />
          ))}
        </ul>
      ) : null}
      <Pager page={pageIndex} pages={pages} onPage={setPageIndex} label={t`Pages of groups`} />
    </section>
  );
}

function GroupRow({ group, change }: { group: VehicleGroup; change?: PendingEdit }) {
  const { i18n } = useLingui();
  const created = i18n.date(new Date(group.creationTime), { dateStyle: 'medium' });
  return (
    <li className={css.item}>
      <Link to="/main/groups-management/$id" params={{ id: group.id }} className={css.name}>
        <bdi>{group.name}</bdi>
      </Link>
      <span className={css.meta}>
        <Trans>Created {created}</Trans>
      </span>
      {change ? <PendingMark pending={change} /> : null}
    </li>
  );
}

/** A group added while offline: no id yet, so nothing to open until the server has it. */
function PendingRow({ pending }: { pending: PendingEdit }) {
  return (
    <li className={css.item}>
      <span className={css.plainName}>
        <bdi>{pending.edit.subject}</bdi>
      </span>
      <PendingMark pending={pending} />
    </li>
  );
}
