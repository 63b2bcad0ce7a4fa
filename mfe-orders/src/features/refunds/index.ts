/** Refunds: the request form (on the customer's order page), the customer's photos of a refund and the status tone. */
export { RefundForm } from './RefundForm';
export { RefundPhotos } from './components/RefundPhotos';
export { RefundPhotosField } from './components/RefundPhotosField';
export { refundTone } from './refundTone';
