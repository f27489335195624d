import { clearDraft, loadDraft, updateDraft } from '../draft';

/**
 * The renewal form's trip to /plans?select=true. The plans page writes its choice into the
 * create-subscription draft (draft.ts), so before leaving the renewal empties the plan there and
 * remembers what it held; back on the form it takes the choice and puts the create draft back.
 */
export interface PlansTrip {
  existed: boolean;
  subscriptionPlanKey?: string;
  userCount?: number;
}

export function leaveForPlans(): PlansTrip {
  const draft = loadDraft();
  const trip: PlansTrip = {
    existed: draft !== null,
    subscriptionPlanKey: draft?.subscriptionPlanKey,
    userCount: draft?.userCount,
  };
  updateDraft({ subscriptionPlanKey: undefined, userCount: undefined });
  return trip;
}

/** The plan chosen on /plans (undefined if none), after restoring the create draft. */
export function returnFromPlans(trip: PlansTrip): string | undefined {
  const chosen = loadDraft()?.subscriptionPlanKey;
  if (!trip.existed) clearDraft();
  else updateDraft({ subscriptionPlanKey: trip.subscriptionPlanKey, userCount: trip.userCount });
  return chosen;
}
