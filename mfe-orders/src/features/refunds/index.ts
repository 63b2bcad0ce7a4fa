/** Refunds: the request form (on the customer's order page), the customer's photos of a refund, the status tone and the calls the provider's refund page uses. */
export { RefundForm } from './components/RefundForm';
export { RefundPhotos } from './components/RefundPhotos';
export { RefundPhotosField } from './components/RefundPhotosField';
export { refundTone } from './lib/refundTone';
export { decideRefund } from './api/decideRefund';
export { getRefunds } from './api/getRefunds';
