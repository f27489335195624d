import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestStage } from '../../../api/contract/requests.ts';
import type { BackOfficeQuery } from './requests-api';
import { STAGES, stageLabel } from './request-texts';

export type StageFilter = 'all' | RequestStage | 'cancelled';

/** The stage choices above the grid: all, each stage, and the cancelled requests. */
export const STAGE_FILTERS: { value: StageFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All stages` },
  ...STAGES.map((stage) => ({ value: stage, label: stageLabel[stage] })),
  { value: 'cancelled', label: msg`Cancelled` },
];

/**
 * The list query of a choice. A stage before Finished means the requests waiting there (pending):
 * a request cancelled in Review keeps its stage, but nobody has to act on it any more.
 */
export function stageFilter(f: StageFilter): Pick<BackOfficeQuery, 'stage' | 'status'> {
  if (f === 'all') return {};
  if (f === 'cancelled') return { status: 'Canceled' };
  if (f === 'Finished') return { stage: f };
  return { stage: f, status: 'Pending' };
}
