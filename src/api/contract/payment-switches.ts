/**
 * The online-payment switches (spec part 1 §6), one per kind of request, as ABP setting names.
 * Apart from abp.ts (and free of zod) so that only the screens reading them load them.
 */
export const paymentSettingKeys = [
  'PersonalRequest',
  'BusinessRequest',
  'SmsBundleRenewalRequest',
  'IncreaseUserCountRequest',
  'RenewTrackAccountSubscription',
] as const;

export const paymentSettingName = (kind: (typeof paymentSettingKeys)[number]) =>
  `GoTrack.TrackAccountRequest.${kind}.PaymentProviderEnabled`;
