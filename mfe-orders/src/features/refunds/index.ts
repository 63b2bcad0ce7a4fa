/** Refunds: the request form (on the customer's order page) and the status tone (provider's refund list). */
export { RefundForm } from './RefundForm';
export { refundTone } from './refundTone';
