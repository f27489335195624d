import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import {
  guid,
  idParams,
  listResult,
  nameText,
  noContent,
  pagedQuery,
  pagedResult,
} from './common.ts';

// ABP Identity's role and user administration (reference/abp-conventions.md §6).

const extraProperties = z._default(z.record(z.string(), z.unknown()), {});
export const ROLE_NAME_MAX = 256;
export const USER_NAME_MAX = 256;

/** Paged lists with ABP's free-text filter. */
export const identityListQuery = z.extend(pagedQuery, {
  filter: z.optional(z.string().check(z.maxLength(256))),
});
/** What a client sends (z.input of the coerced numbers would be `unknown`). */
export interface IdentityListQuery {
  skipCount?: number;
  maxResultCount?: number;
  sorting?: string;
  filter?: string;
}

export const identityRole = z.object({
  id: guid,
  name: z.string(),
  isDefault: z.boolean(),
  /** Seeded roles (`admin`): cannot be renamed or deleted. */
  isStatic: z.boolean(),
  isPublic: z.boolean(),
  concurrencyStamp: z.string(),
  extraProperties: z.record(z.string(), z.unknown()),
});
export type IdentityRole = z.infer<typeof identityRole>;

const roleName = nameText(ROLE_NAME_MAX);

export const roleCreateInput = z.object({
  name: roleName,
  isDefault: z._default(z.boolean(), false),
  isPublic: z._default(z.boolean(), false),
  extraProperties,
});
export type RoleCreateInput = z.input<typeof roleCreateInput>;

export const roleUpdateInput = z.extend(roleCreateInput, {
  /** The stamp last read; a stale one answers 409. */
  concurrencyStamp: z.optional(z.string().check(z.maxLength(64))),
});
export type RoleUpdateInput = z.input<typeof roleUpdateInput>;

const base = '/api/identity/roles';
export const listRoles = endpoint({
  method: 'GET',
  path: base,
  query: identityListQuery,
  response: pagedResult(identityRole),
});
export const getAllRoles = endpoint({
  method: 'GET',
  path: `${base}/all`,
  response: listResult(identityRole),
});
export const getRole = endpoint({
  method: 'GET',
  path: `${base}/:id`,
  params: idParams,
  response: identityRole,
});
export const createRole = endpoint({
  method: 'POST',
  path: base,
  body: roleCreateInput,
  response: identityRole,
});
export const updateRole = endpoint({
  method: 'PUT',
  path: `${base}/:id`,
  params: idParams,
  body: roleUpdateInput,
  response: identityRole,
});
export const deleteRole = endpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  params: idParams,
  response: noContent,
});

/** ABP's IdentityUserDto with the sign-in lock-out state (accessFailedCount, lockoutEnd). */
export const identityUserDto = z.object({
  id: guid,
  tenantId: z.nullable(z.string()),
  userName: z.string(),
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  email: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  phoneNumberConfirmed: z.boolean(),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  /** ISO date-time with offset; in the future = locked (cannot sign in). */
  lockoutEnd: z.nullable(z.string()),
  accessFailedCount: z.number(),
  concurrencyStamp: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.nullable(z.string()),
  extraProperties: z.record(z.string(), z.unknown()),
});
export type IdentityUserDto = z.infer<typeof identityUserDto>;

const optionalName = z.nullish(nameText(64, 0));
const userFields = {
  userName: nameText(USER_NAME_MAX),
  name: optionalName,
  surname: optionalName,
  email: z.nullish(z.string().check(z.maxLength(256))),
  /** Any accepted form; stored as E.164. Empty = none. */
  phoneNumber: z.nullish(z.string().check(z.maxLength(32))),
  isActive: z._default(z.boolean(), true),
  lockoutEnabled: z._default(z.boolean(), true),
  /** Replaces the user's roles; omitted on create = the default roles. */
  roleNames: z.optional(z.array(nameText(ROLE_NAME_MAX)).check(z.maxLength(100))),
  extraProperties,
};

/** The server checks the password rules and names the broken ones. */
const password = z.string().check(z.minLength(1), z.maxLength(128));

export const userCreateInput = z.object({ ...userFields, password });
export type UserCreateInput = z.input<typeof userCreateInput>;

export const userUpdateInput = z.object({
  ...userFields,
  /** Set by the administrator; omitted or empty = unchanged. */
  password: z.nullish(z.string().check(z.maxLength(128))),
  concurrencyStamp: z.optional(z.string().check(z.maxLength(64))),
});
export type UserUpdateInput = z.input<typeof userUpdateInput>;

const users = '/api/identity/users';
export const listUsers = endpoint({
  method: 'GET',
  path: users,
  query: identityListQuery,
  response: pagedResult(identityUserDto),
});
export const getUser = endpoint({
  method: 'GET',
  path: `${users}/:id`,
  params: idParams,
  response: identityUserDto,
});
export const createUser = endpoint({
  method: 'POST',
  path: users,
  body: userCreateInput,
  response: identityUserDto,
});
export const updateUser = endpoint({
  method: 'PUT',
  path: `${users}/:id`,
  params: idParams,
  body: userUpdateInput,
  response: identityUserDto,
});
/** Soft delete; the caller cannot delete themself. */
export const deleteUser = endpoint({
  method: 'DELETE',
  path: `${users}/:id`,
  params: idParams,
  response: noContent,
});
export const getUserRoles = endpoint({
  method: 'GET',
  path: `${users}/:id/roles`,
  params: idParams,
  response: listResult(identityRole),
});
export const updateUserRoles = endpoint({
  method: 'PUT',
  path: `${users}/:id/roles`,
  params: idParams,
  body: z.object({ roleNames: z.array(nameText(ROLE_NAME_MAX)).check(z.maxLength(100)) }),
  response: noContent,
});
export const getAssignableRoles = endpoint({
  method: 'GET',
  path: `${users}/assignable-roles`,
  response: listResult(identityRole),
});

/**
 * Beyond ABP's open-source API (its commercial module has `lock/{lockoutEnd}`): locks the user
 * until `lockoutEnd` (ISO date-time); they cannot sign in until then. The caller cannot lock
 * themself.
 */
export const lockUser = endpoint({
  method: 'PUT',
  path: `${users}/:id/lock/:lockoutEnd`,
  params: z.object({
    id: guid,
    lockoutEnd: z.string().check(
      z.maxLength(40),
      z.refine((s) => !Number.isNaN(Date.parse(s)), 'Not a date.'),
    ),
  }),
  response: noContent,
});
/** Clears the lock and the failed sign-in count (ABP commercial's `unlock`). */
export const unlockUser = endpoint({
  method: 'PUT',
  path: `${users}/:id/unlock`,
  params: idParams,
  response: noContent,
});
