import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { appStateQuery } from '../../../api/app-state';
import { SETTING_MAILING_AVAILABLE } from '../../../api/contract/setting-rules.ts';

/**
 * Whether the server can send e-mail (application configuration's GoTrack.Mailing.Available).
 * Read from the cache only: the app loaded it before any screen. A server that does not say
 * (ABP without it) is taken at its word that it can; its answer on save is the last one.
 */
export function useMailingAvailable(): boolean {
  const { i18n } = useLingui();
  const { data } = useQuery({ ...appStateQuery(i18n.locale), enabled: false });
  return data?.setting.values[SETTING_MAILING_AVAILABLE]?.toLowerCase() !== 'false';
}
