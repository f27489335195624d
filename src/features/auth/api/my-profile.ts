import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getMyProfile,
  updateMyProfile,
  type UpdateMyProfileInput,
} from '../../../api/contract/account.ts';
import { appStateKeys } from '../../../api/app-state-keys.ts';
import { call } from '../../../api/http.ts';
import { authQueries } from './query-keys';

/** GET /api/account/my-profile — silent: the spec shows no toast for it (part 1 §8). */
export const myProfileQuery = () =>
  queryOptions({
    queryKey: authQueries.myProfile(),
    queryFn: ({ signal }) => call(getMyProfile, { silent: true, signal }),
  });

/** PUT /api/account/my-profile; the name in app state changes with it. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyProfileInput) => call(updateMyProfile, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(authQueries.myProfile(), profile);
      await queryClient.invalidateQueries({ queryKey: appStateKeys.all() });
    },
  });
}
