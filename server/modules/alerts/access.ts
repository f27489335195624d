import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ALERT_TYPE_FEATURE,
  alertType,
  FORM_ALERT_TYPES,
  type AlertType,
} from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { alertDefinition } from '../../db/schema.ts';
import { accountFeatures } from '../features/account-features.ts';
import { NotFoundError } from '../../http/errors.ts';
import { requireFeature, requireOwnerWith, type AccountCaller } from '../track-accounts/access.ts';

// Who may touch alert definitions (spec part 2 §2 "Alerts area", §3 "Alert type to feature"):
// owners only, in the order every owner-only area checks (member → owner → feature), so an
// observer always reads "You are an observer not an owner" and another account's ids answer 404
// exactly like unknown ones.

export type DefinitionRow = typeof alertDefinition.$inferSelect;

/** The five alert features: the alerts tab shows with any one of them. */
export const ALERT_FEATURES: string[] = Object.values(FORM_ALERT_TYPES).map((f) => f.feature);

/** A stored type's feature; a type without one (DisassembleTrackingDevice) goes with any. */
const featuresOf = (type: AlertType): string[] => {
  const feature = ALERT_TYPE_FEATURE[type];
  return feature ? [feature] : ALERT_FEATURES;
};

/** An owner of an account with at least one alert feature (the generic calls). */
export const anyAlertOwner = (db: Db, req: FastifyRequest) =>
  requireOwnerWith(db, req, ...ALERT_FEATURES);

/** An owner of an account with the family's feature (its create, get, list and sub-lists). */
export const familyOwner = (db: Db, req: FastifyRequest, type: AlertType) =>
  requireOwnerWith(db, req, ...featuresOf(type));

export const ofAccount = (accountId: string, id: string) =>
  and(eq(alertDefinition.id, id), eq(alertDefinition.trackAccountId, accountId));

/** A definition of the account (of `type` when given), or null. */
export async function definitionOf(
  db: Db,
  accountId: string,
  id: string,
  type?: AlertType,
): Promise<DefinitionRow | null> {
  const where = type
    ? and(ofAccount(accountId, id), eq(alertDefinition.type, type))
    : ofAccount(accountId, id);
  const [row] = await db.select().from(alertDefinition).where(where);
  return row ?? null;
}

/**
 * A definition the caller may act on: theirs (404 otherwise, as for an unknown id) and of a type
 * whose feature the plan has (403 otherwise: a plan that lost a feature keeps its definitions,
 * untouchable until the feature is back).
 */
export async function ownDefinition(
  db: Db,
  req: FastifyRequest,
  id: string,
): Promise<{ caller: AccountCaller; definition: DefinitionRow }> {
  const { caller, definition } = await ownDefinitionOrNull(db, req, id);
  if (!definition) throw new NotFoundError();
  return { caller, definition };
}

/** As ownDefinition, with null for an unknown id: removals of what is not there succeed. */
export async function ownDefinitionOrNull(db: Db, req: FastifyRequest, id: string) {
  const caller = await anyAlertOwner(db, req);
  const definition = await definitionOf(db, caller.trackAccountId, id);
  if (definition) await requireFeature(db, caller.trackAccountId, ...featuresOf(definition.type));
  return { caller, definition };
}

/**
 * Holds the definition row (shared) until the caller's transaction ends, so a link written in it
 * never meets a definition deleted meanwhile (a foreign-key error); gone already → 404.
 */
export async function lockDefinition(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ id: alertDefinition.id })
    .from(alertDefinition)
    .where(eq(alertDefinition.id, id))
    .for('share');
  if (!row) throw new NotFoundError();
}

/** A family's definition for its own calls: 404 for an id of another family too. */
export async function familyDefinition(
  db: Db,
  req: FastifyRequest,
  id: string,
  type: AlertType,
): Promise<DefinitionRow> {
  const caller = await familyOwner(db, req, type);
  const definition = await definitionOf(db, caller.trackAccountId, id, type);
  if (!definition) throw new NotFoundError();
  return definition;
}

/** The stored types the account's plan lets its owner see (the generic list shows only these). */
export async function typesInPlan(db: Db, accountId: string): Promise<AlertType[]> {
  const rows = await accountFeatures(db, accountId, ALERT_FEATURES);
  const on = new Set(rows.filter((r) => r.value.toLowerCase() === 'true').map((r) => r.name));
  return alertType.options.filter((t) => featuresOf(t).some((f) => on.has(f)));
}
