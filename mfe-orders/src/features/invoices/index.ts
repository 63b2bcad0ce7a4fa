/** Invoices: the download buttons (customer's and provider's order pages); the provider's list is routed lazily by Area.tsx. */
export { InvoiceButtons } from './components/InvoiceButtons';
