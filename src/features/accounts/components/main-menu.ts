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

export interface Crumb {
  label: MessageDescriptor;
  /** The crumb before it, when that is not Main (the services areas sit under Services). */
  parent?: string;
  /** Only pages below it exist (track/{id}): it names them rather than links anywhere. */
  prefixOnly?: boolean;
}

/** Breadcrumb names of /main children that are not top-bar entries. */
export const extraCrumbs: Record<string, Crumb> = {
  '/main/account-profile': { label: msg`Profile` },
  '/main/more/about': { label: msg`About`, parent: '/main/more' },
  '/main/track': { label: msg`Track vehicle`, prefixOnly: true },
  '/main/history': { label: msg`Vehicle history`, prefixOnly: true },
  '/main/groups-management': { label: msg`Groups`, parent: '/main/services' },
  '/main/groups-management/add-group': {
    label: msg`Add group`,
    parent: '/main/groups-management',
  },
  '/main/observers-management': { label: msg`Observers`, parent: '/main/services' },
  '/main/routes': { label: msg`Routes`, parent: '/main/services' },
  '/main/routes/add-route': { label: msg`Add route`, parent: '/main/routes' },
  '/main/routes/add-point': {
    label: msg`Add stop point`,
    parent: '/main/routes',
    prefixOnly: true,
  },
  '/main/alerts': { label: msg`Alerts`, parent: '/main/services' },
  '/main/alerts/add-geo-Zone': { label: msg`Add geo zone`, parent: '/main/alerts' },
  '/main/alerts/add-alert': { label: msg`Add alert`, parent: '/main/alerts' },
};
