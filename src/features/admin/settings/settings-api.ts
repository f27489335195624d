import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGoTrackSettings,
  listSettingChanges,
  sendTestEmail,
  updateGoTrackSettings,
  type SendTestEmailInput,
} from '../../../api/contract/setting-management.ts';
import { useRefreshAppState } from '../../../api/app-state';
import { call } from '../../../api/http.ts';
import { NOT_SAVED } from '../not-saved';

// The host's GoTrack settings (src/api/contract/setting-management.ts), online only like every
// administration screen.
export const settingKeys = {
  all: ['setting-management'] as const,
  values: () => ['setting-management', 'gotrack'] as const,
  changes: (page: number) => ['setting-management', 'changes', page] as const,
};

export const CHANGES_PER_PAGE = 10;

export const goTrackSettingsQuery = () =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: settingKeys.values(),
    queryFn: ({ signal }) => call(getGoTrackSettings, { signal }),
    // The form edits a copy of what it loaded: always load afresh when it opens.
    staleTime: 0,
  });

export const settingChangesQuery = (page: number) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: settingKeys.changes(page),
    queryFn: ({ signal }) =>
      call(listSettingChanges, {
        query: { skipCount: page * CHANGES_PER_PAGE, maxResultCount: CHANGES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Saves changed values. Silent: the form shows a refusal at its fields. The app state is read
 * again, since this administrator's own screens (About, purchases) read the same values.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const refreshAppState = useRefreshAppState();
  return useMutation({
    mutationFn: (values: Record<string, string>) =>
      call(updateGoTrackSettings, { body: { values }, silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingKeys.all });
      await refreshAppState();
    },
  });
}

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: (body: SendTestEmailInput) => call(sendTestEmail, { body, silent: true }),
  });
