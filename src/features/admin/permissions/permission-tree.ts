import type { PermissionGroup, PermissionListResult } from '../../../api/contract/permissions.ts';

// The permissions dialog's rules (ABP's permission-management modal), kept apart from the markup
// so they can be tested on their own.

export interface PermissionRow {
  name: string;
  displayName: string;
  parentName: string | null;
  /** 0 for a top permission, +1 per parent; the dialog indents 20 px a level. */
  depth: number;
  /** Granted by another provider (a user's role): shown checked, cannot be changed here. */
  grantedBy: { providerName: string; providerKey: string }[];
  /** The signed-in user does not hold it, so may not grant it (the server refuses too). */
  notHeld: boolean;
}

export interface PermissionGroupRows {
  name: string;
  displayName: string;
  rows: PermissionRow[];
}

export type Checked = Record<string, boolean>;

/** A provider other than the edited one: ABP disables the box and names that provider. */
const otherProviders = (
  granted: { providerName: string; providerKey: string }[],
  providerName: string,
) => granted.filter((p) => p.providerName !== providerName);

/** What the signed-in user holds (`auth.grantedPolicies`). */
export type Held = Record<string, boolean>;

function groupRows(group: PermissionGroup, providerName: string, held: Held): PermissionGroupRows {
  const parents = new Map(group.permissions.map((p) => [p.name, p.parentName]));
  const depth = (name: string): number => {
    let level = 0;
    // Bounded walk: a cycle or a parent from another group never loops forever.
    for (let p = parents.get(name); p && parents.has(p) && level < 10; p = parents.get(p)) level++;
    return level;
  };
  return {
    name: group.name,
    displayName: group.displayName,
    rows: group.permissions.map((p) => ({
      name: p.name,
      displayName: p.displayName,
      parentName: p.parentName,
      depth: depth(p.name),
      grantedBy: otherProviders(p.grantedProviders, providerName),
      notHeld: !held[p.name],
    })),
  };
}

export function toGroups(result: PermissionListResult, providerName: string, held: Held) {
  return result.groups.map((g) => groupRows(g, providerName, held));
}

/**
 * Why nothing here may change, as the server decides (server/modules/permissions/grant-guard.ts):
 * one's own user or a role one is in, the static admin role, or a role or user holding more than
 * the signed-in user. Null: the permissions the user holds may change.
 */
export function lockedReason(
  result: PermissionListResult,
  target: { own: boolean; isStatic: boolean },
  held: Held,
): 'own' | 'static' | 'beyond' | null {
  if (target.own) return 'own';
  if (target.isStatic) return 'static';
  const granted = result.groups.flatMap((g) => g.permissions).filter((p) => p.isGranted);
  return granted.some((p) => !held[p.name]) ? 'beyond' : null;
}

export function initialChecked(result: PermissionListResult): Checked {
  const checked: Checked = {};
  for (const g of result.groups) for (const p of g.permissions) checked[p.name] = p.isGranted;
  return checked;
}

const allRows = (groups: PermissionGroupRows[]) => groups.flatMap((g) => g.rows);
const editable = (row: PermissionRow) => row.grantedBy.length === 0 && !row.notHeld;

/**
 * Checking a permission checks its parents (a child means nothing without them); unchecking one
 * unchecks its children. Permissions granted by another provider, or not held by the signed-in
 * user, never change.
 */
export function toggle(
  groups: PermissionGroupRows[],
  checked: Checked,
  name: string,
  on: boolean,
): Checked {
  const rows = allRows(groups);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const next = { ...checked };
  const set = (row: PermissionRow | undefined, value: boolean) => {
    if (row && editable(row)) next[row.name] = value;
  };
  set(byName.get(name), on);
  if (on) {
    const seen = new Set<string>();
    for (let p = byName.get(name)?.parentName; p && !seen.has(p); p = byName.get(p)?.parentName) {
      seen.add(p);
      set(byName.get(p), true);
    }
  } else {
    const descendants = (parent: string): PermissionRow[] =>
      rows.filter((r) => r.parentName === parent).flatMap((r) => [r, ...descendants(r.name)]);
    for (const row of descendants(name)) set(row, false);
  }
  return next;
}

/** "Select all" of one group, or "Grant all permissions" over every group. */
export function setAll(groups: PermissionGroupRows[], checked: Checked, on: boolean): Checked {
  const next = { ...checked };
  for (const row of allRows(groups)) if (editable(row)) next[row.name] = on;
  return next;
}

export const allChecked = (groups: PermissionGroupRows[], checked: Checked) =>
  allRows(groups).every((r) => checked[r.name]);

/** What Save sends: only the permissions whose box changed (as ABP's client does). */
export function changes(initial: Checked, checked: Checked) {
  return Object.keys(checked)
    .filter((name) => checked[name] !== initial[name])
    .map((name) => ({ name, isGranted: checked[name] === true }));
}
