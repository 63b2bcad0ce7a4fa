/** The customer's remembered products (its own chunk); the heart itself is `components/FavouriteButton`. */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const FavouritesPage = lazy(() => import('./pages/FavouritesPage'));
