import { useMutation } from '@tanstack/react-query';
import { sendSignInCode } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';

/** POST /api/account/send-sign-in-code: always 204, whoever the name belongs to. */
export const useSendSignInCode = () =>
  useMutation({
    mutationFn: (userNameOrEmailAddress: string) =>
      call(sendSignInCode, { body: { userNameOrEmailAddress } }),
  });
