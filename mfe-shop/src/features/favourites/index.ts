/** The customer's remembered products: the heart other features show on a product, and the page (its own chunk). */
import { lazy } from 'react';
export { FavouriteButton } from './components/FavouriteButton';

// Every screen is its own chunk: the routes load only the page they show.
export const FavouritesPage = lazy(() => import('./pages/FavouritesPage'));
