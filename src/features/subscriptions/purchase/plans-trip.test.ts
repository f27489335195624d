import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft, updateDraft } from '../draft';
import { leaveForPlans, returnFromPlans } from './plans-trip';

beforeEach(() => sessionStorage.clear());

describe('plans trip', () => {
  it('takes the chosen plan and leaves no create draft behind when there was none', () => {
    const trip = leaveForPlans();
    updateDraft({ subscriptionPlanKey: 'Gold', userCount: 5 }); // what /plans does
    expect(returnFromPlans(trip)).toBe('Gold');
    expect(loadDraft()).toBeNull();
  });

  it('puts the create draft back as it was', () => {
    saveDraft({ isBusiness: true, subscriptionPlanKey: 'Silver', userCount: 2, form: { a: 1 } });
    const trip = leaveForPlans();
    updateDraft({ subscriptionPlanKey: 'Silver', userCount: 2 });
    expect(returnFromPlans(trip)).toBe('Silver');
    expect(loadDraft()).toEqual({
      isBusiness: true,
      subscriptionPlanKey: 'Silver',
      userCount: 2,
      form: { a: 1 },
    });
  });

  it('reports no choice when the user came back without ordering', () => {
    saveDraft({ subscriptionPlanKey: 'Silver' });
    const trip = leaveForPlans();
    expect(returnFromPlans(trip)).toBeUndefined();
    expect(loadDraft()?.subscriptionPlanKey).toBe('Silver');
  });
});
