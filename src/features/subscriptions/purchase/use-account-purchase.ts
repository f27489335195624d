import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../ui/toast-store';
import { familyCalls, type AccountFamily } from './api/family';
import { purchaseQueries } from './api/queries';
import { usePurchaseFlow } from './use-purchase-flow';

export interface AccountPurchaseOptions {
  /** The form as the family's endpoints take it (trackAccountId is added). */
  body: () => object;
  /** Renewal has no payment step (spec §4); the other families pay when their switch is on. */
  pay: boolean;
  /** The request exists: forget the form's draft. */
  onCreated: () => void;
}

/** The purchase flow of an account family; ends back on /track-accounts. */
export function useAccountPurchase(
  type: AccountFamily,
  accountId: string,
  { body, pay, onCreated }: AccountPurchaseOptions,
) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  return usePurchaseFlow({
    ...familyCalls(type, () => ({ ...body(), trackAccountId: accountId }), { pay }),
    onDone: () => {
      onCreated();
      toast.success(t`Your request was sent.`);
      void queryClient.invalidateQueries({ queryKey: purchaseQueries.account(accountId) });
      void router.navigate({ to: '/track-accounts' });
    },
  });
}
