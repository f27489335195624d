import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../ui/spinner';
import { assignableRolesQuery } from './identity-api';
import * as s from './identity.styles';

/**
 * The "Roles" tab: a box per assignable role. A new user starts with the default roles ticked
 * (the server gives those when no roles are sent, ABP's rule).
 */
export function UserRolesField({
  isNew,
  selected,
  readOnly,
  onChange,
}: {
  isNew: boolean;
  /** undefined while the user's current roles load. */
  selected: string[] | undefined;
  readOnly: boolean;
  onChange(roleNames: string[]): void;
}) {
  const id = useId();
  const { data, isError } = useQuery(assignableRolesQuery());
  if (isError) {
    return (
      <p role="alert">
        <Trans>The roles could not be loaded.</Trans>
      </p>
    );
  }
  if (!data || (!isNew && !selected)) return <Spinner />;
  const names = selected ?? (isNew ? data.items.filter((r) => r.isDefault).map((r) => r.name) : []);
  return (
    <fieldset
      style={{
        border: 0,
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5rem',
      }}
    >
      <legend style={s.muted}>
        <Trans>Roles of this user</Trans>
      </legend>
      {data.items.map((role, i) => (
        <div key={role.id} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <input
            id={`${id}-${i}`}
            type="checkbox"
            checked={names.includes(role.name)}
            disabled={readOnly}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...names, role.name] : names.filter((n) => n !== role.name),
              )
            }
          />
          <label htmlFor={`${id}-${i}`}>
            <bdi>{role.name}</bdi>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
