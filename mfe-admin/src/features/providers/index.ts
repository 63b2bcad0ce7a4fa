// The providers feature's public surface: its pages are mounted by the area's routes (`Area.tsx`), nothing else.
export type { ProviderDetail, ProviderListItem } from './api/types';
