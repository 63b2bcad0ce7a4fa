/** The living worlds' public surface (categories and the inquiry wizard); its routed pages are imported lazily by path. */
export { getWorld } from './api/getWorld';
export type { WorldCategory } from './types';
