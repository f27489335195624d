export { usePurchaseFlow } from './use-purchase-flow';
export type { PurchaseFlow, PurchaseFlowOptions, PurchasePayment } from './use-purchase-flow';
