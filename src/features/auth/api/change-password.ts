import { useMutation } from '@tanstack/react-query';
import { changePassword, type ChangePasswordInput } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';

/** POST /api/account/my-profile/change-password. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordInput) => call(changePassword, { body }) });
