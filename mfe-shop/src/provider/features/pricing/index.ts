/** Tiered prices and wholesale discounts: the editor's tab and the page of its own. */
import { lazy } from 'react';
export { PricingPanel } from './components/PricingPanel';

export const DiscountsPage = lazy(() => import('./pages/DiscountsPage'));
