/** Disputes („Marktplatz einschalten“): the customer's part on the order page; the provider's page is lazy-loaded by the area. */
export { OrderDisputes } from './components/OrderDisputes';
