import { t } from '@lingui/core/macro';
import type { Edit } from './edit.ts';

/**
 * An edit in words, in the language of the moment (not of when it was made): for the pending
 * mark of a list and for the message when the server refuses it.
 */
export function describeEdit({ call, subject }: Pick<Edit, 'call' | 'subject'>): string {
  switch (call) {
    case 'vehicleGroup.create':
      return t`Add the group “${subject}”`;
    case 'vehicleGroup.rename':
      return t`Rename the group to “${subject}”`;
    case 'vehicleGroup.delete':
      return t`Delete the group “${subject}”`;
    case 'vehicleGroup.addVehicle':
      return t`Add ${subject} to the group`;
    case 'vehicleGroup.removeVehicle':
      return t`Remove ${subject} from the group`;
    case 'observer.create':
      return t`Add the observer “${subject}”`;
    case 'observer.update':
      return t`Change the observer “${subject}”`;
    case 'observer.delete':
      return t`Delete the observer “${subject}”`;
    case 'observer.activate':
      return t`Activate the observer “${subject}”`;
    case 'observer.deactivate':
      return t`Deactivate the observer “${subject}”`;
    case 'observer.addVehicle':
    case 'observer.addGroup':
      return t`Let the observer see ${subject}`;
    case 'observer.removeVehicle':
    case 'observer.removeGroup':
      return t`Stop the observer seeing ${subject}`;
    case 'geoZone.create':
      return t`Add the zone “${subject}”`;
    case 'geoZone.rename':
      return t`Rename the zone to “${subject}”`;
    case 'geoZone.delete':
      return t`Delete the zone “${subject}”`;
    case 'route.create':
      return t`Add the route “${subject}”`;
    case 'route.delete':
      return t`Delete the route “${subject}”`;
    case 'route.addStopPoint':
      return t`Add the stop point “${subject}”`;
    case 'route.removeStopPoint':
      return t`Remove the stop point “${subject}”`;
    // An alert has no name: its subject is its type, in the words of when it was made.
    case 'alert.createEnteringZone':
    case 'alert.createExitingZone':
    case 'alert.createExceedingSpeed':
    case 'alert.createJobTime':
    case 'alert.createExitingRoute':
      return t`Add the alert “${subject}”`;
    case 'alert.enable':
      return t`Turn on the alert “${subject}”`;
    case 'alert.disable':
      return t`Turn off the alert “${subject}”`;
    case 'alert.delete':
      return t`Delete the alert “${subject}”`;
    case 'alert.addVehicle':
    case 'alert.addGroup':
      return t`Let the alert watch ${subject}`;
    case 'alert.removeVehicle':
    case 'alert.removeGroup':
      return t`Stop the alert watching ${subject}`;
    case 'vehicle.correctConsumption':
      return t`Correct the consumption rate of ${subject}`;
  }
}
