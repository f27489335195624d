import type {
  AlertDefinition,
  JobTimeAlertDefinition,
  SpeedAlertDefinition,
} from '../../../src/api/contract/alerts.ts';
import { quietSettingsOf } from '../../../src/api/contract/alert-quiet.ts';
import type { DefinitionRow } from './access.ts';

/** What every list and get answers (spec part 2 §3 "Alert definition"). */
export const definitionDto = (r: DefinitionRow): AlertDefinition => ({
  id: r.id,
  type: r.type,
  isEnabled: r.isEnabled,
  notificationMethods: r.notificationMethods,
  creationTime: r.createdAt.toISOString(),
  ...quietSettingsOf(r.type, r),
});

// The family columns are set by every create of that family; the fallbacks only keep a row
// written by hand (or by a later family change) from breaking the response contract.

export const speedDto = (r: DefinitionRow): SpeedAlertDefinition => ({
  ...definitionDto(r),
  maxSpeed: r.maxSpeed ?? 0,
});

export const jobTimeDto = (r: DefinitionRow): JobTimeAlertDefinition => ({
  ...definitionDto(r),
  name: r.name ?? '',
  startTime: r.startTime ?? '',
  endTime: r.endTime ?? '',
  daysOfWeek: r.daysOfWeek ?? [],
});
