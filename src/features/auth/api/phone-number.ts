import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPhoneNumber, sendPhoneNumberCode } from '../../../api/contract/account.ts';
import { useRuntimeConfig } from '../../../api/app-context';
import { appStateKeys } from '../../../api/app-state-keys.ts';
import { call } from '../../../api/http.ts';
import { sendOneTimeCode } from './send-otp';
import { authQueries } from './query-keys';

/**
 * POST /api/account/my-profile/phone-number/send-code: a code to the number to be proven. Demo
 * servers send no SMS: as on the sign-in screen, the development endpoint then hands over a code,
 * which the mutation answers so the form can fill it in.
 */
export function useSendPhoneNumberCode() {
  const { demoOtp } = useRuntimeConfig();
  return useMutation({
    mutationFn: async (phoneNumber: string) => {
      await call(sendPhoneNumberCode, { body: { phoneNumber } });
      return demoOtp ? sendOneTimeCode(phoneNumber, true) : undefined;
    },
  });
}

/** POST /api/account/my-profile/phone-number: the number is the user's once its code is back. */
export function useConfirmPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string }) => call(confirmPhoneNumber, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(authQueries.myProfile(), profile);
      await queryClient.invalidateQueries({ queryKey: appStateKeys.all() });
    },
  });
}
