import { encodeLine, type LatLon } from '../../../api/contract/geometry.ts';
import type { NewEdit } from '../../../api/edits/run.ts';
import { zoneQueries } from './query-keys';

// The zone edits (spec part 2 §7 "Geo-zones"; rename and delete beyond it), as offline edits.

export const createZoneEdit = (
  accountId: string,
  name: string,
  ring: readonly LatLon[],
): NewEdit<'geoZone.create'> => ({
  call: 'geoZone.create',
  body: { name, polyLine: { line: encodeLine(ring) } },
  accountId,
  subject: name,
  invalidates: [zoneQueries.list(accountId)],
});

export const deleteZoneEdit = (
  accountId: string,
  zone: { id: string; name: string },
): NewEdit<'geoZone.delete'> => ({
  call: 'geoZone.delete',
  params: { id: zone.id },
  accountId,
  subject: zone.name,
  subjectId: zone.id,
  invalidates: [zoneQueries.list(accountId)],
  removes: [zoneQueries.detail(accountId, zone.id)],
});

export const renameZoneEdit = (
  accountId: string,
  id: string,
  name: string,
): NewEdit<'geoZone.rename'> => ({
  call: 'geoZone.rename',
  params: { id },
  body: { name },
  accountId,
  subject: name,
  subjectId: id,
  invalidates: [zoneQueries.all(accountId)],
});
