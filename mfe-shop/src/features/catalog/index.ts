/** The catalogue's public surface for other features of the shop. */
import { lazy } from 'react';
export { ProductRail } from './components/ProductRail';

// Every screen is its own chunk: the routes load only the page they show.
export const MarketplacePage = lazy(() => import('./pages/MarketplacePage'));
export const ProductListPage = lazy(() => import('./pages/ProductListPage'));
