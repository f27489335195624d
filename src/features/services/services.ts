import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FEATURES, isFeatureOn, type AccountFeature } from '../../api/contract/track-accounts.ts';

export type ServiceId = 'groups' | 'routes' | 'alerts' | 'observers';

export interface Service {
  id: ServiceId;
  path: '/main/groups-management' | '/main/routes' | '/main/alerts' | '/main/observers-management';
  label: MessageDescriptor;
  description: MessageDescriptor;
  /** One of these features of the account opens it (spec part 2 §2 "Services page"). */
  needs: readonly string[];
}

const ALERT_FEATURES = [
  FEATURES.geographicAreaManagement,
  FEATURES.exceedingSpeedAlert,
  FEATURES.jobTimeAlert,
  FEATURES.exitingRouteAlert,
  FEATURES.enteringZoneAlert,
  FEATURES.exitingZoneAlert,
];

/** The four tiles, in the spec's order. */
export const SERVICES: readonly Service[] = [
  {
    id: 'groups',
    path: '/main/groups-management',
    label: msg`Groups`,
    description: msg`Put vehicles into groups to watch and assign them together.`,
    needs: [FEATURES.groupManagement],
  },
  {
    id: 'routes',
    path: '/main/routes',
    label: msg`Lines and routes`,
    description: msg`Draw the routes your vehicles should keep to, with their stop points.`,
    needs: [FEATURES.pathManagement],
  },
  {
    id: 'alerts',
    path: '/main/alerts',
    label: msg`Alerts`,
    description: msg`Be told when a vehicle speeds, leaves a zone or works out of hours.`,
    needs: ALERT_FEATURES,
  },
  {
    id: 'observers',
    path: '/main/observers-management',
    label: msg`Observers management`,
    description: msg`Let people follow the vehicles you choose, and receive their alerts.`,
    needs: [FEATURES.observerManagement],
  },
];

export const serviceOpen = (service: Service, features: readonly AccountFeature[]) =>
  service.needs.some((name) => isFeatureOn(features, name));

export const serviceById = (id: ServiceId) => SERVICES.find((s) => s.id === id)!;
