import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft, updateDraft } from '../draft';
import { DEFAULT_VALUES } from './create-form';
import { readCreateState, writeCreateState } from './create-draft';

describe('create draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts empty at step 1', () => {
    expect(readCreateState()).toMatchObject({ step: 0, isBusiness: undefined, vehicles: [] });
  });

  it('restores the form after /plans?select=true and jumps to step 2 with the new plan', () => {
    writeCreateState({
      isBusiness: true,
      values: { ...DEFAULT_VALUES, subscriptionPlanKey: 'silver', companyName: 'Khalil' },
      vehicles: [],
      step: 1,
      userCount: 2,
    });
    // What the plans page's Order does.
    updateDraft({ subscriptionPlanKey: 'gold', userCount: 5 });
    const state = readCreateState();
    expect(state).toMatchObject({ step: 1, isBusiness: true, userCount: 5 });
    expect(state.values).toMatchObject({ subscriptionPlanKey: 'gold', companyName: 'Khalil' });
  });

  it('a plan ordered without a draft opens step 1 with the plan chosen', () => {
    updateDraft({ subscriptionPlanKey: 'gold', userCount: 5 });
    expect(readCreateState()).toMatchObject({
      step: 0,
      values: { subscriptionPlanKey: 'gold' },
      userCount: 5,
    });
  });

  it('returns to the upload step only in Excel mode', () => {
    const base = { isBusiness: false, vehicles: [], userCount: 1 };
    writeCreateState({ ...base, values: { ...DEFAULT_VALUES, excelMode: true }, step: 2 });
    expect(readCreateState().step).toBe(2);
    writeCreateState({ ...base, values: DEFAULT_VALUES, step: 2 });
    expect(readCreateState().step).toBe(1);
  });

  it('ignores stored fields of the wrong type', () => {
    saveDraft({ isBusiness: false, form: { values: { accountName: 42, mach: false } } });
    const { values } = readCreateState();
    expect(values.accountName).toBe('');
    expect(values.mach).toBe(false);
    expect(loadDraft()?.isBusiness).toBe(false);
  });
});
