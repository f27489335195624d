import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, type ChangePasswordInput } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';
import { authQueries } from './query-keys';

/**
 * POST /api/account/my-profile/change-password. The profile is read again afterwards: a first
 * password turns `hasPassword` on, and the form then asks for the current one.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call(changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueries.myProfile() }),
  });
}
