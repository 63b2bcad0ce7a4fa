/** The Widerruf (§ 356a BGB): the declaration form, also on the customer's order page. */
export { WiderrufForm } from './components/WiderrufForm';
