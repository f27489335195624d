import { FEATURES } from '../../api/contract/track-accounts.ts';

/** The five alert features (spec part 2 §3): any one of them opens the wizard. */
export const ALERT_FEATURES: readonly string[] = [
  FEATURES.exceedingSpeedAlert,
  FEATURES.jobTimeAlert,
  FEATURES.exitingRouteAlert,
  FEATURES.enteringZoneAlert,
  FEATURES.exitingZoneAlert,
];
