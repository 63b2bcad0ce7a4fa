/** The provider's store locations: list, one location (times, holidays, settings) and a new location. */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const LocationsPage = lazy(() => import('./pages/LocationsPage'));
export const LocationPage = lazy(() => import('./pages/LocationPage'));
export const NewLocationPage = lazy(() => import('./pages/LocationPage').then((module) => ({ default: module.NewLocationPage })));
