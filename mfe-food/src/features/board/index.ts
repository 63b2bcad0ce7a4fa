/** The provider's live order board. */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const BoardPage = lazy(() => import('./pages/BoardPage'));
export type { FoodOrder } from './types';
