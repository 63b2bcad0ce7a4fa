/** Variants of a product: the editor's „Varianten“ tab. */
export { VariantsPanel } from './components/VariantsPanel';
