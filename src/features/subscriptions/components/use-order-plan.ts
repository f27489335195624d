import { useRouter } from '@tanstack/react-router';
import type { SubscriptionPlan } from '../../../api/contract/catalogue.ts';
import { updateDraft } from '../draft';

export const CREATE_PATH = '/track-accounts/create';

/**
 * The plans page's Order (spec part 1 §2 item 8, §4): the plan and its user count go into the
 * create-subscription draft. With select=true the user came from a form and goes back to it (the
 * form restores itself from the draft); otherwise the create form opens with the plan chosen.
 */
export function useOrderPlan(select: boolean) {
  const router = useRouter();
  return (plan: SubscriptionPlan) => {
    updateDraft({ subscriptionPlanKey: plan.key, userCount: plan.userCount });
    if (select && router.history.canGoBack()) router.history.back();
    else router.history.push(CREATE_PATH);
  };
}
