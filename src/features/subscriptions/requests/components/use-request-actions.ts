import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { paymentSwitch, isSwitchOn } from '../../../../api/contract/payments.ts';
import type { RequestType } from '../../../../api/contract/requests.ts';
import { useCurrentAppState } from '../../../../api/app-context';
import { useConfirm } from '../../../../ui/confirm-provider';
import { toast } from '../../../../ui/toast-store';
import { paymentLanguage } from '../../format';
import { cancelRequestById, payRequest, payRequests } from '../api/request-actions';
import { requestQueries } from '../query-keys';
import { markPaymentStarted, type SwitchOf } from '../rules';

/** The payment switches of app state (spec §6): a type is payable online only when "True". */
export function usePaymentSwitches(): SwitchOf {
  const values = useCurrentAppState().setting.values;
  return (type) => isSwitchOn(values[paymentSwitch(type)]);
}

export type PayTarget = { type: RequestType; id: string } | { ids: string[] };

/**
 * Starts a payment (one request or several) and opens the hosted page in a new tab. The URL is
 * kept too, so the screen can offer a plain link when the browser blocked the new tab.
 */
export function usePayment() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // One idempotency key per set of requests, kept until the payment was started.
  const keys = useRef(new Map<string, string>());
  const [url, setUrl] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (target: PayTarget) => {
      const language = paymentLanguage(i18n.locale);
      const ids = 'ids' in target ? target.ids : [target.id];
      const signature = [...ids].sort().join(',');
      const key = keys.current.get(signature) ?? crypto.randomUUID();
      keys.current.set(signature, key);
      const link =
        'ids' in target
          ? await payRequests(target.ids, language, key)
          : await payRequest(target.type, target.id, language, key);
      keys.current.delete(signature);
      markPaymentStarted(ids);
      return link;
    },
    onSuccess: (link) => {
      setUrl(link);
      window.open(link, '_blank', 'noopener');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
  });
  return { pay: mutation.mutate, paying: mutation.isPending, url };
}

/** Cancel after a confirmation (spec §4 "Requests"); `onCancelled` runs once it is done. */
export function useCancelRequest(onCancelled?: () => void) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelRequestById,
    onSuccess: () => {
      toast.success(t`The request was cancelled.`);
      onCancelled?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
  });
  const cancel = async (id: string) => {
    const yes = await confirm({
      title: t`Cancel this request?`,
      message: t`The request will be cancelled. This cannot be undone.`,
      confirmLabel: t`Cancel the request`,
      cancelLabel: t`Keep the request`,
      variant: 'danger',
    });
    if (yes) mutation.mutate(id);
  };
  return { cancel, cancelling: mutation.isPending ? mutation.variables : null };
}
