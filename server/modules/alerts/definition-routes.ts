import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deleteAlertDefinition,
  disableAlertDefinition,
  enableAlertDefinition,
  listAlertDefinitions,
} from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { alertDefinition } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import {
  anyAlertOwner,
  ofAccount,
  ownDefinition,
  ownDefinitionOrNull,
  typesInPlan,
} from './access.ts';
import { definitionDto } from './dto.ts';

/** The calls on definitions of any family (spec part 2 §7): list, enable, disable, delete. */
export function definitionRoutes(scope: FastifyInstance, db: Db): void {
  // Newest first. Only types whose feature the plan has: a definition the owner may not act on
  // (every call on it needs its type's feature) is not offered as if they could.
  route(scope, listAlertDefinitions, async (req) => {
    const caller = await anyAlertOwner(db, req);
    const inPlan = await typesInPlan(db, caller.trackAccountId);
    const types = req.query.type ? inPlan.filter((t) => t === req.query.type) : inPlan;
    const where = and(
      eq(alertDefinition.trackAccountId, caller.trackAccountId),
      // inArray of nothing is not valid SQL; nothing in the plan matches nothing.
      types.length > 0 ? inArray(alertDefinition.type, types) : sql`false`,
    );
    const rows = await db
      .select()
      .from(alertDefinition)
      .where(where)
      .orderBy(desc(alertDefinition.createdAt), desc(alertDefinition.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(alertDefinition).where(where);
    return { items: rows.map(definitionDto), totalCount: total?.n ?? 0 };
  });

  // Both are idempotent: the toggle may be replayed from an offline queue.
  const setEnabled = async (req: Parameters<typeof ownDefinition>[1], id: string, on: boolean) => {
    const { caller, definition } = await ownDefinition(db, req, id);
    if (definition.isEnabled === on) return;
    await db
      .update(alertDefinition)
      .set({ isEnabled: on })
      .where(ofAccount(caller.trackAccountId, definition.id));
  };
  route(scope, enableAlertDefinition, async (req) => {
    await setEnabled(req, req.params.id, true);
    return undefined;
  });
  route(scope, disableAlertDefinition, async (req) => {
    await setEnabled(req, req.params.id, false);
    return undefined;
  });

  // Deleting what is not there (already deleted, or never the caller's) is done, not an error: a
  // replayed delete succeeds, and another account's id learns nothing. Links, engine state and
  // outbox rows go with it (cascade); notifications already raised stay, unlinked.
  route(scope, deleteAlertDefinition, async (req) => {
    const { caller, definition } = await ownDefinitionOrNull(db, req, req.params.id);
    if (definition)
      await db.delete(alertDefinition).where(ofAccount(caller.trackAccountId, definition.id));
    return undefined;
  });
}
