import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, clearDraft, loadDraft, saveDraft, updateDraft } from './draft';

describe('subscription draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips through sessionStorage under subscriptionDraft', () => {
    saveDraft({ isBusiness: true, subscriptionPlanKey: 'gold', userCount: 5, form: { a: 1 } });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ userCount: 5 });
    expect(loadDraft()).toEqual({
      isBusiness: true,
      subscriptionPlanKey: 'gold',
      userCount: 5,
      form: { a: 1 },
    });
  });

  it('merges a plan choice into the stored form', () => {
    saveDraft({ isBusiness: false, form: { accountName: 'Fleet' } });
    updateDraft({ subscriptionPlanKey: 'silver', userCount: 3 });
    expect(loadDraft()).toEqual({
      isBusiness: false,
      form: { accountName: 'Fleet' },
      subscriptionPlanKey: 'silver',
      userCount: 3,
    });
  });

  it('ignores missing or broken drafts and clears', () => {
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, '[1]');
    expect(loadDraft()).toBeNull();
    saveDraft({ userCount: 1 });
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
