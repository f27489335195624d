import type { FastifyInstance } from 'fastify';
import {
  findTenantById as findTenantByIdEndpoint,
  findTenantByName as findTenantByNameEndpoint,
} from '../../../src/api/contract/identity.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { findTenantById, findTenantByName, type TenantInfo } from './service.ts';

// An unknown tenant is not an error here: ABP answers 200 with success false.
const result = (t: TenantInfo | null) =>
  t
    ? {
        success: true,
        tenantId: t.id,
        name: t.name,
        normalizedName: t.normalizedName,
        isActive: t.isActive,
      }
    : { success: false, tenantId: null, name: null, normalizedName: null, isActive: false };

export function tenantRoutes(app: FastifyInstance, db: Db) {
  route(app, findTenantByNameEndpoint, async (req) =>
    result(await findTenantByName(db, req.params.name)),
  );
  route(app, findTenantByIdEndpoint, async (req) =>
    result(await findTenantById(db, req.params.id)),
  );
}
