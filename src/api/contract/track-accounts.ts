import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, pagedQuery, pagedResult } from './common.ts';

// Track accounts and their per-account feature flags (spec part 1 §3, §6, §7; part 2 §6).

export const accountType = z.enum(['Personal', 'Business']);
export type AccountType = z.infer<typeof accountType>;
export const associationType = z.enum(['Owner', 'Observer']);
export type AssociationType = z.infer<typeof associationType>;

export const trackAccount = z.object({
  id: guid,
  name: z.string(),
  accountType,
  userTrackAccountAssociation: z.object({ associationType }),
  creationTime: z.string(),
});
export type TrackAccount = z.infer<typeof trackAccount>;

export const listTrackAccounts = endpoint({
  method: 'GET',
  path: '/api/app/trackAccount',
  query: pagedQuery,
  response: pagedResult(trackAccount),
});

export const getTrackAccount = endpoint({
  method: 'GET',
  path: '/api/app/trackAccount/:id',
  params: idParams,
  response: trackAccount,
});

/** A feature flag of an account: enabled when value is "True" (case-insensitive). */
export const accountFeature = z.object({
  name: z.string(),
  value: z.string(),
  displayName: z.nullish(z.string()),
});
export type AccountFeature = z.infer<typeof accountFeature>;

export const getTrackAccountFeatures = endpoint({
  method: 'GET',
  path: '/api/app/trackAccount/:id/features',
  params: idParams,
  response: z.array(accountFeature),
});

/** Feature names the portal gates on (spec part 1 §6, part 2 §6). */
export const FEATURES = {
  liveMonitoring: 'GoTrack.LiveMonitoring',
  notifications: 'GoTrack.Notifications',
  reports: 'GoTrack.Reports',
  groupManagement: 'GoTrack.GroupManagement',
  pathManagement: 'GoTrack.PathManagement',
  observerManagement: 'GoTrack.ObserverManagement',
  geographicAreaManagement: 'GoTrack.GeographicAreaManagement',
  exceedingSpeedAlert: 'GoTrack.Alerts.ExceedingSpeedAlert',
  jobTimeAlert: 'GoTrack.Alerts.JobTimeAlert',
  exitingRouteAlert: 'GoTrack.Alerts.ExitingRouteAlert',
  enteringZoneAlert: 'GoTrack.Alerts.EnteringZoneAlert',
  exitingZoneAlert: 'GoTrack.Alerts.ExitingZoneAlert',
} as const;

export const isFeatureOn = (features: readonly AccountFeature[], name: string) =>
  features.some((f) => f.name === name && f.value.toLowerCase() === 'true');

export const subscriptionState = z.enum(['Active', 'Expired', 'Pending', 'Cancelled']);

export const trackAccountSubscription = z.object({
  id: guid,
  trackAccountId: guid,
  subscriptionPlanKey: z.string(),
  subscriptionPlanLocalizedName: z.string(),
  smsBundleCount: z.number(),
  from: z.string(),
  to: z.string(),
  userCount: z.number(),
  currentActiveUserCount: z.number(),
  state: subscriptionState,
  smsBundle: z.nullable(z.object({ id: guid })),
  subscriptionDurationInMonth: z.number(),
});
export type TrackAccountSubscription = z.infer<typeof trackAccountSubscription>;

/** The subscription of the account in the caller's access token (`track_account_id`). */
export const getCurrentSubscription = endpoint({
  method: 'GET',
  path: '/api/app/trackAccountSubscription/currentSubscription',
  response: trackAccountSubscription,
});

export const listTrackAccountSubscriptions = endpoint({
  method: 'GET',
  path: '/api/app/trackAccountSubscription',
  query: pagedQuery,
  response: pagedResult(trackAccountSubscription),
});

export const getTrackAccountSubscription = endpoint({
  method: 'GET',
  path: '/api/app/trackAccountSubscription/:id',
  params: idParams,
  response: trackAccountSubscription,
});

/** Local storage keys of the chosen account (spec part 1 §3): association kept as Ow / O. */
/**
 * The ABP error code of "You do not have access to this track account." (403): the caller is no
 * longer an active member (an observer deactivated or deleted, an owner removed). The client
 * drops what it saved of that account when it sees it.
 */
export const NO_ACCOUNT_ACCESS_CODE = 'GoTrack:NoAccountAccess';

export const STORAGE = {
  trackAccountId: 'trackAccountId',
  tempTrackAccountId: 'tempTrackAccountId',
  associationType: 'associationType',
} as const;
export const storedAssociation = (type: AssociationType) => (type === 'Owner' ? 'Ow' : 'O');
