import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestStage, RequestStatus, RequestType } from '../../../api/contract/requests.ts';

// Names the back office shows for stages, statuses and request types (spec part 1 §3, §4).

export const STAGES: readonly RequestStage[] = [
  'Review',
  'Payment',
  'PaymentReview',
  'DeviceInstallation',
  'Finished',
];

export const stageLabel: Record<RequestStage, MessageDescriptor> = {
  Review: msg`Review`,
  Payment: msg`Payment`,
  PaymentReview: msg`Payment review`,
  DeviceInstallation: msg`Device installation`,
  Finished: msg`Finished`,
};

export const statusLabel: Record<RequestStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Processed: msg`Processed`,
  Canceled: msg`Cancelled`,
  Rejected: msg`Rejected`,
};

export const typeLabel: Record<RequestType, MessageDescriptor> = {
  PersonalAccountSubscription: msg`Personal subscription`,
  BusinessAccountSubscription: msg`Business subscription`,
  SmsBundleRenewalRequest: msg`SMS bundle`,
  AddVehiclesRequest: msg`Add vehicles`,
  RenewSubscription: msg`Subscription renewal`,
};

/** Amounts as the spec shows them (§9 '1.0-2'), in the reader's language. */
export { formatNumber as formatAmount } from '../../../i18n/formats';
