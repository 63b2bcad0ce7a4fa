/** The product page (its own chunk). */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const ProductPage = lazy(() => import('./pages/ProductPage'));
