import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, nameText, noContent, pagedQuery, pagedResult } from './common.ts';

// ABP's tenant management (reference/abp-conventions.md §7), for host administrators only and
// only while multi-tenancy is on (otherwise 404: ABP has no such module then).

export const TENANT_NAME_MAX = 64;
const extraProperties = z._default(z.record(z.string(), z.unknown()), {});

export const tenantListQuery = z.extend(pagedQuery, {
  filter: z.optional(z.string().check(z.maxLength(256))),
});
export type TenantListQuery = z.input<typeof tenantListQuery>;

export const tenantDto = z.object({
  id: guid,
  name: z.string(),
  concurrencyStamp: z.string(),
  extraProperties: z.record(z.string(), z.unknown()),
});
export type TenantDto = z.infer<typeof tenantDto>;

const tenantName = nameText(TENANT_NAME_MAX);

export const tenantCreateInput = z.object({
  name: tenantName,
  adminEmailAddress: z.email().check(z.maxLength(256)),
  /** Checked against the identity password rules on the server. */
  adminPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  extraProperties,
});
export type TenantCreateInput = z.input<typeof tenantCreateInput>;

export const tenantUpdateInput = z.object({
  name: tenantName,
  /** The stamp last read; a stale one answers 409. */
  concurrencyStamp: z.optional(z.string().check(z.maxLength(64))),
  extraProperties,
});
export type TenantUpdateInput = z.input<typeof tenantUpdateInput>;

const base = '/api/multi-tenancy/tenants';
export const listTenants = endpoint({
  method: 'GET',
  path: base,
  query: tenantListQuery,
  response: pagedResult(tenantDto),
});
export const getTenant = endpoint({
  method: 'GET',
  path: `${base}/:id`,
  params: idParams,
  response: tenantDto,
});
export const createTenant = endpoint({
  method: 'POST',
  path: base,
  body: tenantCreateInput,
  response: tenantDto,
});
export const updateTenant = endpoint({
  method: 'PUT',
  path: `${base}/:id`,
  params: idParams,
  body: tenantUpdateInput,
  response: tenantDto,
});
export const deleteTenant = endpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  params: idParams,
  response: noContent,
});
