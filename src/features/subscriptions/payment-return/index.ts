// Back from a payment provider's page (issue 29); the route loads it only when the address
// carries a provider's `order_id`.
export { PaymentReturn } from './payment-return';
