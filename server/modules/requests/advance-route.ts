import type { FastifyInstance } from 'fastify';
import {
  advanceRequest as advanceEndpoint,
  REQUEST_ADVANCE_POLICY,
} from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { requirePolicy } from '../permissions/check.ts';
import { toRequestDtos } from './dto.ts';
import { findTenantRequest } from './manager.ts';
import { advanceRequest } from './stages.ts';

/**
 * POST /api/app/request/{id}/advance — the back office's next step. Only requests of the
 * caller's tenant: another tenant's id answers 404 like an unknown one.
 */
export function advanceRequestRoute(scope: FastifyInstance, db: Db): void {
  route(scope, advanceEndpoint, async (req) => {
    const user = await requirePolicy(db, req, REQUEST_ADVANCE_POLICY);
    const row = await findTenantRequest(db, user, req.params.id);
    const moved = await advanceRequest(db, row.id);
    const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
    return (await toRequestDtos(db, [moved], culture))[0]!;
  });
}
