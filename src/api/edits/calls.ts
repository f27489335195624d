import {
  addVehicleToGroup,
  createVehicleGroup,
  deleteVehicleGroup,
  removeVehicleFromGroup,
  updateVehicleGroup,
} from '../contract/vehicle-groups.ts';
import {
  activateObserver,
  addObservationVehicle,
  addObservationVehicleGroup,
  createObserver,
  deactivateObserver,
  deleteObserver,
  removeObservationVehicle,
  removeObservationVehicleGroup,
  updateObserver,
} from '../contract/observers.ts';
import { createGeoZone, deleteGeoZone, renameGeoZone } from '../contract/geo-zones.ts';
import { addStopPoint, createRoute, deleteRoute, removeStopPoint } from '../contract/routes.ts';
import {
  addAlertVehicle,
  addAlertVehicleGroup,
  deleteAlertDefinition,
  disableAlertDefinition,
  enableAlertDefinition,
  removeAlertVehicle,
  removeAlertVehicleGroup,
} from '../contract/alerts.ts';
import {
  enteringZoneAlerts,
  exceedingSpeedAlerts,
  exitingRouteAlerts,
  exitingZoneAlerts,
  jobTimeAlerts,
} from '../contract/alert-families.ts';
import { updateConsumptionRate } from '../contract/vehicle-consumption.ts';

/**
 * Every call the app may keep on the device until it can be sent (DESIGN.md "Offline edits").
 * An edit names its call here rather than holding the endpoint, so it can be saved, restored after
 * a restart and sent by a build that never saw the screen that made it. Names are part of the
 * saved format: rename one only with a way to read the old name.
 */
export const editCalls = {
  'vehicleGroup.create': createVehicleGroup,
  'vehicleGroup.rename': updateVehicleGroup,
  'vehicleGroup.delete': deleteVehicleGroup,
  'vehicleGroup.addVehicle': addVehicleToGroup,
  'vehicleGroup.removeVehicle': removeVehicleFromGroup,
  'observer.create': createObserver,
  'observer.update': updateObserver,
  'observer.delete': deleteObserver,
  'observer.activate': activateObserver,
  'observer.deactivate': deactivateObserver,
  'observer.addVehicle': addObservationVehicle,
  'observer.removeVehicle': removeObservationVehicle,
  'observer.addGroup': addObservationVehicleGroup,
  'observer.removeGroup': removeObservationVehicleGroup,
  'geoZone.create': createGeoZone,
  'geoZone.rename': renameGeoZone,
  'geoZone.delete': deleteGeoZone,
  'route.create': createRoute,
  'route.delete': deleteRoute,
  'route.addStopPoint': addStopPoint,
  'route.removeStopPoint': removeStopPoint,
  'alert.createEnteringZone': enteringZoneAlerts.create,
  'alert.createExitingZone': exitingZoneAlerts.create,
  'alert.createExceedingSpeed': exceedingSpeedAlerts.create,
  'alert.createJobTime': jobTimeAlerts.create,
  'alert.createExitingRoute': exitingRouteAlerts.create,
  'alert.enable': enableAlertDefinition,
  'alert.disable': disableAlertDefinition,
  'alert.delete': deleteAlertDefinition,
  'alert.addVehicle': addAlertVehicle,
  'alert.removeVehicle': removeAlertVehicle,
  'alert.addGroup': addAlertVehicleGroup,
  'alert.removeGroup': removeAlertVehicleGroup,
  'vehicle.correctConsumption': updateConsumptionRate,
} as const;

export type EditCalls = typeof editCalls;
export type EditCall = keyof EditCalls;
