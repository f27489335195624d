import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestStage, RequestStatus, RequestType } from '../../../api/contract/requests.ts';

// Names of the request enums; translated where they are shown (`i18n._(TYPE_LABELS[type])`).

export const TYPE_LABELS: Record<RequestType, MessageDescriptor> = {
  PersonalAccountSubscription: msg`Personal subscription`,
  BusinessAccountSubscription: msg`Business subscription`,
  SmsBundleRenewalRequest: msg`SMS bundle renewal`,
  AddVehiclesRequest: msg`Adding vehicles`,
  RenewSubscription: msg`Subscription renewal`,
};

export const STAGE_LABELS: Record<RequestStage, MessageDescriptor> = {
  Review: msg`Under review`,
  Payment: msg`Awaiting payment`,
  PaymentReview: msg`Payment under review`,
  DeviceInstallation: msg`Device installation`,
  Finished: msg`Finished`,
};

export const STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Processed: msg`Processed`,
  Canceled: msg`Canceled`,
  Rejected: msg`Rejected`,
};

/** Spec part 1 §9 "dd/MM/yyyy hh:mm a", in the user's digits and day-period words. */
export { formatDateTime } from '../../../i18n/formats';
