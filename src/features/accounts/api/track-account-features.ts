import { queryOptions } from '@tanstack/react-query';
import { getTrackAccountFeatures } from '../../../api/contract/track-accounts.ts';
import { call } from '../../../api/http.ts';
import { accountQueries } from './query-keys';

/** GET /api/app/trackAccount/{id}/features — the flags that gate the /main menu (spec part 2 §6). */
export const trackAccountFeaturesQuery = (id: string) =>
  queryOptions({
    queryKey: accountQueries.features(id),
    // Silent: the screens say when the flags are missing, and a 404 (not a member any more) is
    // told by the /main layout as "You no longer have access to this account.".
    queryFn: ({ signal }) =>
      call(getTrackAccountFeatures, { params: { id }, signal, silent: true }),
  });
