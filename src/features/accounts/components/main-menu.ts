import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  FEATURES,
  isFeatureOn,
  type AccountFeature,
} from '../../../api/contract/track-accounts.ts';

export interface MainMenuEntry {
  path: string;
  label: MessageDescriptor;
  /** Owner only (spec part 2 §2): observers are warned instead of taken there. */
  ownerOnly?: boolean;
}

/** The /main top bar (spec part 2 §2 "Main layout"); gated entries need their feature flag. */
export function mainMenu(features: readonly AccountFeature[]): MainMenuEntry[] {
  return [
    { path: '/main', label: msg`Main` },
    isFeatureOn(features, FEATURES.notifications) && {
      path: '/main/notifications',
      label: msg`Notifications`,
    },
    { path: '/main/services', label: msg`Services`, ownerOnly: true },
    isFeatureOn(features, FEATURES.reports) && { path: '/main/report', label: msg`Report` },
    { path: '/main/more', label: msg`More` },
  ].filter((entry): entry is MainMenuEntry => Boolean(entry));
}

/** Breadcrumb names of /main children that are not top-bar entries. */
export const extraCrumbs: Record<string, MessageDescriptor> = {
  '/main/account-profile': msg`Profile`,
  '/main/track': msg`Track vehicle`,
  '/main/history': msg`Vehicle history`,
};
