import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ManagedRequestDto } from '../../../src/api/contract/requests-admin.ts';
import { REQUEST_MANAGE_POLICY } from '../../../src/api/contract/requests-admin.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { appUser, request } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { inTenant } from '../identity/users.ts';
import { policiesOfUser } from '../permissions/check.ts';
import { toRequestDtos } from './dto.ts';
import { nextStage, type RequestRow } from './model.ts';

/**
 * The request back office (issue 17): a holder of GoTrack.Requests.Manage sees and acts on every
 * request of their own tenant. Another tenant's request answers 404 like an unknown id, so ids
 * leak nothing across tenants.
 */

export async function isRequestManager(db: Db, user: AuthUser): Promise<boolean> {
  return (await policiesOfUser(db, user.userId))[REQUEST_MANAGE_POLICY] === true;
}

/** A request of the caller's tenant, whoever made it; 404 otherwise. */
export async function findTenantRequest(db: Db, user: AuthUser, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(request)
    .where(and(eq(request.id, id), inTenant(request.tenantId, user.tenantId)));
  if (!row) throw new NotFoundError();
  return row;
}

const ownerName = (u: { firstName: string | null; lastName: string | null; userName: string }) =>
  [u.firstName, u.lastName].filter((s) => s?.trim()).join(' ') || u.userName;

/** Requests with who asked for them, in the caller's language. */
export async function toManagedDtos(
  db: Db,
  req: FastifyRequest,
  rows: RequestRow[],
): Promise<ManagedRequestDto[]> {
  const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
  const dtos = await toRequestDtos(db, rows, culture);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const users = userIds.length
    ? await db.select().from(appUser).where(inArray(appUser.id, userIds))
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return dtos.map((dto, i) => {
    const row = rows[i]!;
    const u = byId.get(row.userId);
    return {
      ...dto,
      ownerName: u ? ownerName(u) : '',
      ownerPhoneNumber: u?.phoneNumber ?? null,
      nextStage: row.status === 'Pending' ? nextStage(row) : null,
    };
  });
}
