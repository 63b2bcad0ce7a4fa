/**
 * What other modules may use of the orders module: creating orders at checkout and presenting them, the payment
 * labels, the order's wire shapes, whether a customer bought a product, a provider's order totals for the dashboard
 * (rule `api-module-internals`).
 */
export { notifyProviders, sendOrderEmails } from './messages';
export { CASH_OPTION_LABELS, DELIVERY_MODE_LABELS, marketplaceBankAccount, PAYMENT_METHOD_LABELS, PREPAYMENT_DAYS } from './payment';
export { legalLinks, presentOrderDetail } from './presenters';
export { paymentOf } from './payment-state';
export { forgetProviderTotals } from './provider-totals';
export { completedSalesCountSql } from './provider-reads';
export { orderDetailSchema, vatLineSchema } from './schemas';
export {
  createOrders,
  customerOrderByNumber,
  followFoodOrder,
  foodVendorOrder,
  hasPurchased,
  ORDER_NOT_FOUND,
  orderByCartKey,
  type OrderWithVendors,
  providerOrderFigures,
  providerOrderTotalCents,
} from './service';
export { customerOrderSummary, retainedInvoiceCount } from './erasure';
export {
  EMPTY_MARKETPLACE_FIGURE,
  FIGURE_GRANULARITIES,
  type FigureGranularity,
  type MarketplaceFigure,
  marketplaceFigures,
} from './marketplace-figures';
export { customerRefundsForDispute, type DisputableRefund, refundByDispute, refundForDispute } from './dispute-refunds';
export {
  checkPhoto as checkRefundPhoto,
  readPhotoForm,
  MAX_REFUND_PHOTO_BYTES,
  MAX_REFUND_PHOTOS,
  PHOTO_COUNT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  type RefundPhoto,
} from './refund-photos';
export type { VendorOrderStatus } from '../../db/schema/orders';
export {
  CASH_OPTIONS,
  type CashOption,
  DELIVERY_MODES,
  type DeliveryMode,
  type OrderAddressSnapshot,
  PAYMENT_METHODS,
  type PaymentMethod,
  type VatLine,
} from '../../db/schema/orders';
export { ordersOrderItems, ordersVendorOrders, VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
