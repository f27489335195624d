import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetCode } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';
import { ABP_APP_NAME } from './register';

/** POST /api/account/send-password-reset-code: always 204, known address or not. */
export const useSendPasswordResetCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      call(sendPasswordResetCode, { body: { email, appName: ABP_APP_NAME } }),
  });
