/**
 * The provider search's public surface: its screen (own chunk), the open-state badge the provider page shows too and
 * the map settings the store form's pin picker reads.
 */
import { lazy } from 'react';
export { OpenBadge } from './components/ProviderCardView';
export { getMapSettings, type MapSettings } from './api/getMapSettings';

// Every screen is its own chunk: the routes load only the page they show.
export const ProviderSearchPage = lazy(() => import('./pages/ProviderSearchPage'));
