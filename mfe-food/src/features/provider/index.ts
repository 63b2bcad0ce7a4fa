/**
 * The food provider's settings (ordering, gastro facts, categories, delivery times), and the reads other features use:
 * the cuisines (the search's filter) and the ordering settings (the board's sound and preparation time).
 */
import { lazy } from 'react';
export { getGastroTags } from './api/getGastroTags';
export { getOrderingSettings } from './api/getOrderingSettings';
export type { OrderingSettings } from './types';

// Every screen is its own chunk: the routes load only the page they show.
export const SettingsPage = lazy(() => import('./pages/SettingsPage'));
export const CategoriesPage = lazy(() => import('./pages/CategoriesPage'));
export const DeliveryTimesPage = lazy(() => import('./pages/DeliveryTimesPage'));
