import { adminRequests } from './admin.ts';
import { commerceRequests } from './commerce.ts';
import { fleetRequests } from './fleet.ts';
import { identityRequests } from './identity.ts';
import { placeRequests } from './places.ts';
import { settingsRequests } from './settings.ts';
import type { WorstRequest } from './world.ts';

/** The worst allowed request of every write endpoint, by "METHOD /path". */
export const worstRequests: WorstRequest[] = [
  ...placeRequests,
  ...fleetRequests,
  ...commerceRequests,
  ...identityRequests,
  ...adminRequests,
  ...settingsRequests,
];
