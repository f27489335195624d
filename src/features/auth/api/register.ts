import { useMutation } from '@tanstack/react-query';
import { register, type RegisterInput } from '../../../api/contract/account.ts';
import { call } from '../../../api/http.ts';

// ABP resolves links in its e-mails through AppUrlOptions by this name; real ABP back ends map
// "Angular" to the single-page app, so we send the same.
export const ABP_APP_NAME = 'Angular';

/** POST /api/account/register (needs `Abp.Account.IsSelfRegistrationEnabled`). */
export const useRegister = () =>
  useMutation({
    mutationFn: (body: Omit<RegisterInput, 'appName'>) =>
      call(register, { body: { ...body, appName: ABP_APP_NAME } }),
  });
