/** English texts of this module's errors (Arabic in server/http/user-messages.ts). */
export const SWITCH_OFF = 'Electronic payment is not available for this request.';
export const NOT_PAYABLE = 'Only a pending request in the payment stage can be paid.';
export const INVALID_NOTIFICATION = 'The payment notification is not valid.';
export const REPLAYED_NOTIFICATION = 'This payment notification was already received.';
export const NOT_REVERSIBLE = 'Only a paid payment can be reversed.';
export const CHECKOUT_UNAVAILABLE =
  'The payment page could not be opened: the payment service did not answer. Please try again in a few minutes.';
export const VERIFY_UNAVAILABLE =
  'Your payment could not be checked with the payment service just now. Please check again in a few minutes.';
