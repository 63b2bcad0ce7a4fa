/** The provider search's public surface: its screen (own chunk) and the open-state badge the provider page shows too. */
import { lazy } from 'react';
export { OpenBadge } from './components/ProviderCardView';

// Every screen is its own chunk: the routes load only the page they show.
export const ProviderSearchPage = lazy(() => import('./pages/ProviderSearchPage'));
