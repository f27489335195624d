import type { NewEdit } from '../../../api/edits/run.ts';
import { monitoringQueries } from './query-keys';

/**
 * An owner's correction of the consumption rate given at purchase (km per litre), as an offline
 * edit: setting a value, so a replay changes nothing and the later of two corrections wins.
 */
export const correctConsumptionEdit = (
  accountId: string,
  vehicle: { id: string; name: string },
  perLitre: number,
): NewEdit<'vehicle.correctConsumption'> => ({
  call: 'vehicle.correctConsumption',
  params: { id: vehicle.id },
  query: { consumptionRate: perLitre },
  accountId,
  subject: vehicle.name,
  subjectId: vehicle.id,
  invalidates: [
    monitoringQueries.vehicle(accountId, vehicle.id),
    monitoringQueries.vehicles(accountId),
  ],
});
