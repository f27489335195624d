import { useId, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDir } from '../../../ui/use-dir';
import {
  allChecked,
  setAll,
  toggle,
  type Checked,
  type PermissionGroupRows,
  type PermissionRow,
} from './permission-tree';
import * as s from './permissions.styles';

/**
 * "Grant all permissions", then the groups as vertical tabs beside their permissions (stacked on
 * a phone), each with "Select all" and its permissions indented by depth.
 */
export function PermissionGroups({
  groups,
  checked,
  onChange = () => undefined,
  readOnly = false,
}: {
  groups: PermissionGroupRows[];
  checked: Checked;
  onChange?(next: Checked): void;
  /** Shown, not changed: every box is disabled. */
  readOnly?: boolean;
}) {
  const dir = useDir();
  const [selected, setSelected] = useState(groups[0]?.name ?? '');
  const grantAll = useId();
  return (
    <>
      <div style={{ ...s.check(0), ...s.separator }}>
        <input
          id={grantAll}
          type="checkbox"
          style={s.box}
          checked={allChecked(groups, checked)}
          disabled={readOnly}
          onChange={(e) => onChange(setAll(groups, checked, e.target.checked))}
        />
        <label htmlFor={grantAll} style={s.label}>
          <Trans>Grant all permissions</Trans>
        </label>
      </div>
      <Tabs.Root
        dir={dir}
        orientation="vertical"
        value={selected}
        onValueChange={setSelected}
        style={s.layout}
      >
        <Tabs.List style={s.tabList}>
          {groups.map((g) => {
            const count = g.rows.filter((r) => checked[r.name]).length;
            return (
              <Tabs.Trigger key={g.name} value={g.name} style={s.tab(g.name === selected)}>
                {g.displayName} ({count})
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {groups.map((g) => (
          <Tabs.Content key={g.name} value={g.name} style={s.panel}>
            <GroupPanel
              group={g}
              groups={groups}
              checked={checked}
              onChange={onChange}
              readOnly={readOnly}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

function GroupPanel({
  group,
  groups,
  checked,
  onChange,
  readOnly,
}: {
  group: PermissionGroupRows;
  groups: PermissionGroupRows[];
  checked: Checked;
  onChange(next: Checked): void;
  readOnly: boolean;
}) {
  const id = useId();
  return (
    <>
      <div style={{ ...s.check(0), ...s.separator }}>
        <input
          id={`${id}-all`}
          type="checkbox"
          style={s.box}
          checked={allChecked([group], checked)}
          disabled={readOnly}
          onChange={(e) => onChange(setAll([group], checked, e.target.checked))}
        />
        <label htmlFor={`${id}-all`} style={s.label}>
          <Trans>Select all</Trans>
        </label>
      </div>
      {group.rows.map((row, i) => (
        <PermissionCheck
          key={row.name}
          id={`${id}-${i}`}
          row={row}
          checked={checked[row.name] === true}
          readOnly={readOnly}
          onChange={(on) => onChange(toggle(groups, checked, row.name, on))}
        />
      ))}
    </>
  );
}

function PermissionCheck({
  id,
  row,
  checked,
  readOnly,
  onChange,
}: {
  id: string;
  row: PermissionRow;
  checked: boolean;
  readOnly: boolean;
  onChange(on: boolean): void;
}) {
  const { t } = useLingui();
  const byOthers = row.grantedBy.length > 0;
  // Only worth saying where the box could otherwise be ticked.
  const notYours = !readOnly && !byOthers && row.notHeld;
  const providers = row.grantedBy
    .map(({ providerName, providerKey: key }) =>
      providerName === 'R' ? t`role ${key}` : `${providerName}: ${key}`,
    )
    .join(', ');
  return (
    <div style={s.check(row.depth)}>
      <input
        id={id}
        type="checkbox"
        style={s.box}
        checked={checked}
        disabled={readOnly || byOthers || notYours}
        aria-describedby={byOthers || notYours ? `${id}-by` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} style={s.label}>
        {row.displayName}
      </label>
      {byOthers ? (
        <span id={`${id}-by`} style={s.provider}>
          <Trans>Granted by {providers}</Trans>
        </span>
      ) : notYours ? (
        <span id={`${id}-by`} style={s.provider}>
          <Trans>You do not have this permission</Trans>
        </span>
      ) : null}
    </div>
  );
}
