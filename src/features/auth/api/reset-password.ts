import { useMutation } from '@tanstack/react-query';
import { resetPassword, type ResetPasswordInput } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';

/** POST /api/account/reset-password with the e-mailed userId and resetToken. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordInput) => call(resetPassword, { body }) });
