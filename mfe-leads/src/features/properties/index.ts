/** The property search's public surface; its routed pages are imported lazily by path. */
export { apiSort, labelOf, PROPERTY_SORTS } from './lib/sorts';
