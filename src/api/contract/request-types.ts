// The request types alone, without zod: route files import them to check URL parameters, and
// anything a route file imports lands in the first screen's bundle.

export const REQUEST_TYPES = [
  'PersonalAccountSubscription',
  'BusinessAccountSubscription',
  'SmsBundleRenewalRequest',
  'AddVehiclesRequest',
  'RenewSubscription',
] as const;
