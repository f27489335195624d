import { useLingui } from '@lingui/react/macro';
import type { IdentityUserDto } from '../../../api/contract/identity-admin.ts';
import type { GridColumn } from '../grid/data-grid';
import * as gs from '../grid/grid.styles';
import { isForever, lockedUntil } from './user-lock';

/** The users grid's columns; the sortable ones use ABP's sorting field names. */
export function useUserColumns(): GridColumn<IdentityUserDto>[] {
  const { t, i18n } = useLingui();
  const when = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return [
    {
      id: 'userName',
      header: t`User name`,
      sortField: 'userName',
      cell: (u) => (
        <>
          <bdi>{u.userName}</bdi>
          {u.isActive ? null : <span style={gs.badge}>{t`Inactive`}</span>}
        </>
      ),
    },
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      cell: (u) => <bdi>{[u.name, u.surname].filter(Boolean).join(' ')}</bdi>,
    },
    {
      id: 'email',
      header: t`Email address`,
      sortField: 'email',
      cell: (u) => <bdi>{u.email}</bdi>,
    },
    {
      id: 'creationTime',
      header: t`Creation time`,
      sortField: 'creationTime',
      cell: (u) => when(u.creationTime),
    },
    {
      id: 'lockout',
      header: t`Sign-in`,
      cell: (u) => {
        const end = lockedUntil(u);
        const until = end ? (isForever(end) ? t`until unlocked` : when(end.toISOString())) : '';
        const failures = u.accessFailedCount;
        return (
          <>
            {end ? (
              <span>{t`Locked ${until}`}</span>
            ) : (
              <span style={gs.muted}>{t`Not locked`}</span>
            )}
            {failures > 0 ? (
              <span style={{ ...gs.muted, display: 'block' }}>
                {t`Failed attempts: ${failures}`}
              </span>
            ) : null}
          </>
        );
      },
    },
  ];
}
