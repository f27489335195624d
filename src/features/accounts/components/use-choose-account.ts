import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { TrackAccount } from '../../../api/contract/track-accounts.ts';
import { toast } from '../../../ui/toast-store';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { storeChosenAccount } from '../chosen-account';

/**
 * Choosing a card (spec part 1 §2 item 1): keep the choice, get a token that carries the account
 * (every /main call is authorised by it), load the account's features, then open /main.
 */
export function useChooseAccount(refreshToken: (id: string) => Promise<unknown>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string | null>(null);

  async function choose(account: TrackAccount) {
    if (choosing) return;
    setChoosing(account.id);
    storeChosenAccount(account.id, account.userTrackAccountAssociation.associationType);
    try {
      await refreshToken(account.id);
    } catch {
      setChoosing(null);
      toast.error(t`The account could not be opened. Check your connection and try again.`);
      return;
    }
    // Fresh flags for the menu; a failure was already toasted by the HTTP client and /main
    // asks again, so it does not block the choice.
    await queryClient.prefetchQuery({ ...trackAccountFeaturesQuery(account.id), staleTime: 0 });
    setChoosing(null);
    await navigate({ to: '/main' });
  }

  return { choose, choosing };
}
