import type { WireShape } from '@marktplatz/shared';

/*
 * The bundle shapes are the contract's (`api/src/modules/bundle/schemas.ts`): a request with its whole bundle, the
 * bundle's items, a partner provider and a product to choose items from.
 */
export type BundleRequest = WireShape<'BundleRequest'>;

export type BundleStatus = BundleRequest['status'];

export type Bundle = WireShape<'Bundle'>;

export type BundleItem = WireShape<'BundleItem'>;

export type BundleProduct = WireShape<'BundleProductChoice'>;

export type BundleList = 'incoming' | 'outgoing' | 'active' | 'inactivated' | 'deleted' | 'all';

/** How many products a bundle picker shows per search. */
export const PICKER_PAGE_SIZE = 20;
