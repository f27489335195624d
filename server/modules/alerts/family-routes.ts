import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as core from 'zod/v4/core';
import { type AlertType } from '../../../src/api/contract/alerts.ts';
import {
  enteringZoneAlerts,
  exceedingSpeedAlerts,
  exitingRouteAlerts,
  exitingZoneAlerts,
  jobTimeAlerts,
} from '../../../src/api/contract/alert-families.ts';
import type { guid, idParams, pagedQuery, pagedResult } from '../../../src/api/contract/common.ts';
import type { Endpoint, Schema } from '../../../src/api/contract/endpoint.ts';
import type { Db } from '../../db/client.ts';
import { alertDefinition } from '../../db/schema.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { familyDefinition, familyOwner, type DefinitionRow } from './access.ts';
import { createDefinition, type AlertOptions, type DefinitionInput } from './create.ts';
import { definitionDto, jobTimeDto, speedDto } from './dto.ts';

type Never = core.$ZodNever;

/** One family's endpoints (`family()` in the contract): create, get and list. */
interface Family<C extends Schema, D extends Schema> {
  create: Endpoint<Never, Never, C, typeof guid>;
  get: Endpoint<typeof idParams, Never, Never, D>;
  list: Endpoint<Never, typeof pagedQuery, Never, ReturnType<typeof pagedResult<D>>>;
}

/**
 * Registers a family: its create (the contract checked the body; `fields` picks the family's own
 * fields), its get (404 for another family's id too) and its list, newest first.
 */
function familyRoutes<C extends Schema, D extends Schema>(
  scope: FastifyInstance,
  { db, opts }: { db: Db; opts: AlertOptions },
  type: AlertType,
  family: Family<C, D>,
  fields: (body: core.output<C>) => Omit<DefinitionInput, 'type'>,
  dto: (r: DefinitionRow) => core.output<D>,
): void {
  route(scope, family.create, async (req) => {
    const caller = await familyOwner(db, req, type);
    return createDefinition(
      db,
      caller,
      { type, ...fields(req.body as core.output<C>) },
      idempotencyKeyOf(req),
      opts,
    );
  });

  route(scope, family.get, async (req) =>
    dto(await familyDefinition(db, req, req.params.id, type)),
  );

  route(scope, family.list, async (req) => {
    const caller = await familyOwner(db, req, type);
    const where = and(
      eq(alertDefinition.trackAccountId, caller.trackAccountId),
      eq(alertDefinition.type, type),
    );
    const rows = await db
      .select()
      .from(alertDefinition)
      .where(where)
      .orderBy(desc(alertDefinition.createdAt), desc(alertDefinition.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(alertDefinition).where(where);
    return { items: rows.map(dto), totalCount: total?.n ?? 0 };
  });
}

/** The five families of spec part 2 §7 "Alert definitions", each behind its feature. */
export function familiesRoutes(scope: FastifyInstance, db: Db, opts: AlertOptions): void {
  const deps = { db, opts };
  familyRoutes(scope, deps, 'EnteringZone', enteringZoneAlerts, (b) => b, definitionDto);
  familyRoutes(scope, deps, 'ExitingZone', exitingZoneAlerts, (b) => b, definitionDto);
  familyRoutes(scope, deps, 'ExceedingSpeed', exceedingSpeedAlerts, (b) => b, speedDto);
  familyRoutes(scope, deps, 'JobTime', jobTimeAlerts, (b) => b, jobTimeDto);
  familyRoutes(scope, deps, 'ExitingRoute', exitingRouteAlerts, (b) => b, definitionDto);
}
