import { loadDraft, saveDraft, type SubscriptionDraft } from '../draft';
import type { SubscriptionVehicle } from '../vehicle-form';
import { DEFAULT_VALUES, type CreateValues } from './create-form';

// The create screen's side of the draft (draft.ts): everything typed, the vehicles and the step,
// so a reload, a dropped connection or a trip to /plans loses nothing (spec part 1 §4).

export type Step = 0 | 1 | 2;

export interface CreateState {
  /** Undefined until step 1 is answered. */
  isBusiness: boolean | undefined;
  values: CreateValues;
  vehicles: SubscriptionVehicle[];
  step: Step;
  /** The plan's user count (read-only in the form). */
  userCount: number | undefined;
}

interface StoredForm {
  values?: Partial<CreateValues>;
  vehicles?: SubscriptionVehicle[];
  step?: number;
}

const asStep = (n: unknown): Step | undefined => (n === 0 || n === 1 || n === 2 ? n : undefined);

/** The state to open the screen with; a draft with the business flag jumps past step 1. */
export function readCreateState(draft: SubscriptionDraft | null = loadDraft()): CreateState {
  const form = (draft?.form ?? {}) as StoredForm;
  const isBusiness = typeof draft?.isBusiness === 'boolean' ? draft.isBusiness : undefined;
  const values: CreateValues = {
    ...DEFAULT_VALUES,
    ...pickKnown(form.values),
    // /plans writes the plan at the top level of the draft: it wins over the form's copy.
    subscriptionPlanKey: draft?.subscriptionPlanKey ?? form.values?.subscriptionPlanKey ?? '',
  };
  const vehicles = Array.isArray(form.vehicles) ? form.vehicles : [];
  const saved = asStep(form.step);
  // Step 3 exists in Excel mode only.
  const step: Step = isBusiness === undefined ? 0 : saved === 2 && values.excelMode ? 2 : 1;
  return { isBusiness, values, vehicles, step, userCount: draft?.userCount };
}

/** Only the form's own keys, with the types the inputs hold (a stale draft cannot break it). */
function pickKnown(stored: Partial<CreateValues> | undefined): Partial<CreateValues> {
  if (!stored || typeof stored !== 'object') return {};
  const known: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_VALUES)) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === typeof fallback) known[key] = value;
  }
  return known;
}

export function writeCreateState(state: CreateState): void {
  const form: StoredForm = { values: state.values, vehicles: state.vehicles, step: state.step };
  saveDraft({
    ...loadDraft(),
    ...(state.isBusiness === undefined ? {} : { isBusiness: state.isBusiness }),
    subscriptionPlanKey: state.values.subscriptionPlanKey || undefined,
    userCount: state.userCount,
    form: form as Record<string, unknown>,
  });
}
