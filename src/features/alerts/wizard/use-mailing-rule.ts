import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationMethod } from '../../../api/contract/alerts.ts';
import type { MobileProfile } from '../../../api/contract/identity.ts';
import { profileQuery } from '../api/profile';
import { alertQueries } from '../api/query-keys';
import { toggled } from './form';

type SetMethods = (update: (methods: NotificationMethod[]) => NotificationMethod[]) => void;

/**
 * The Mailing rule (spec part 2 §4): choosing a method again takes it out; choosing Mailing while
 * the profile's address is not verified opens the verify-email dialog. When that closes the
 * profile is read again and Mailing leaves the selection whatever happened in the dialog: the
 * user chooses it again now that the address is verified (as the original portal did).
 */
export function useMailingRule(accountId: string, setMethods: SetMethods) {
  const client = useQueryClient();
  // Read when the wizard opens, so the dialog opens at once when Mailing is chosen.
  useQuery(profileQuery(accountId));
  const [verifying, setVerifying] = useState<MobileProfile | null>(null);

  const toggle = async (method: NotificationMethod, methods: readonly NotificationMethod[]) => {
    setMethods((current) => toggled(current, method));
    if (method !== 'Mailing' || methods.includes(method)) return;
    // Not known yet: wait for it (a copy read in the last seconds will do, unless the dialog has
    // since made it stale). Unknown (offline): the server has the last word on save.
    const profile = await client
      .fetchQuery({ ...profileQuery(accountId), staleTime: 10_000 })
      .catch(() => null);
    if (profile && !profile.isVerified) setVerifying(profile);
  };

  const closeDialog = () => {
    setVerifying(null);
    void client.invalidateQueries({ queryKey: alertQueries.profile(accountId) });
    setMethods((current) => current.filter((m) => m !== 'Mailing'));
  };

  return { toggle, verifying, closeDialog };
}
