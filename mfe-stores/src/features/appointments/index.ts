/** The appointment requests of providers and customers (its own chunk), and the day-and-slot picker of the booking form. */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const AppointmentsPage = lazy(() => import('./pages/AppointmentsPage'));
export { SlotPicker } from './components/SlotPicker';
export { SlotField, slotErrors } from './components/SlotField';
