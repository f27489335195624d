import { expect } from 'vitest';
import type { rolesApp, Role } from './account-roles.ts';

/**
 * One row of an authorization table: a call and the status each caller gets. Anonymous callers
 * get 401, a user of no account 403 ("Choose a track account first.") and the observer 403 with
 * the spec's "You are an observer not an owner" on every owner-only call, so a row names only
 * what the owner and another account's owner get.
 */
export interface AccessRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  owner: number;
  otherOwner: number;
}

/** Runs a row as every caller, the owner last (their call may change what the others saw). */
export async function checkRow(h: Awaited<ReturnType<typeof rolesApp>>, row: AccessRow) {
  const expected: Record<Role, number> = {
    anonymous: 401,
    stranger: 403,
    observer: 403,
    otherOwner: row.otherOwner,
    owner: row.owner,
  };
  const order: Role[] = ['anonymous', 'stranger', 'observer', 'otherOwner', 'owner'];
  const got: Partial<Record<Role, number>> = {};
  for (const role of order) {
    const res = await h.call(row.method, row.url(), h.as[role], row.body?.());
    got[role] = res.statusCode;
    if (role === 'observer' && res.statusCode === 403) {
      expect(res.json().error.message).toBe('You are an observer not an owner');
    }
    if (role === 'stranger' && res.statusCode === 403) {
      expect(res.json().error.message).toBe('Choose a track account first.');
    }
  }
  expect(got).toEqual(expected);
}
