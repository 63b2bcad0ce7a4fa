/** The provider's store info editor (its own chunk). */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const StoreInfoPage = lazy(() => import('./pages/StoreInfoPage'));
