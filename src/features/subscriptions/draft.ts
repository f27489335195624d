// The create-subscription form's draft (spec part 1 §4): kept in sessionStorage so a trip to
// /plans (select=true) and back restores the form; the plan page writes the chosen plan into it.

export const DRAFT_KEY = 'subscriptionDraft';

export interface SubscriptionDraft {
  /** Business (true) or personal (false); absent until step 1 is answered. */
  isBusiness?: boolean;
  subscriptionPlanKey?: string;
  /** Follows the plan (read-only in the form). */
  userCount?: number;
  /** The rest of the form, owned by the create screen. */
  form?: Record<string, unknown>;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Store | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the form then simply starts empty.
    return null;
  }
};

export function loadDraft(store: Store | null = session()): SubscriptionDraft | null {
  const raw = store?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: SubscriptionDraft, store: Store | null = session()): void {
  store?.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** Merges `patch` into the stored draft (creating it). */
export function updateDraft(patch: SubscriptionDraft, store: Store | null = session()) {
  const next = { ...loadDraft(store), ...patch };
  saveDraft(next, store);
  return next;
}

export function clearDraft(store: Store | null = session()): void {
  store?.removeItem(DRAFT_KEY);
}
