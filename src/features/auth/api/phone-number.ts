import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPhoneNumber, sendPhoneNumberCode } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';
import { authQueries } from './query-keys';

/** POST /api/account/my-profile/phone-number/send-code: a code to the number to be proven. */
export const useSendPhoneNumberCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) => call(sendPhoneNumberCode, { body: { phoneNumber } }),
  });

/** POST /api/account/my-profile/phone-number: the number is the user's once its code is back. */
export function useConfirmPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string }) => call(confirmPhoneNumber, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(authQueries.myProfile(), profile);
      await queryClient.invalidateQueries({ queryKey: ['abp', 'application-configuration'] });
    },
  });
}
