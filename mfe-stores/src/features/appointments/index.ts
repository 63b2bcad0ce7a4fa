/** The provider's appointment requests (its own chunk). */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const AppointmentsPage = lazy(() => import('./pages/AppointmentsPage'));
