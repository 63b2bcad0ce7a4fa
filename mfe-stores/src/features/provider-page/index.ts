/** The public provider page (its own chunk). */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const ProviderPage = lazy(() => import('./pages/ProviderPage'));
