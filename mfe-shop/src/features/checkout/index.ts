/** Checkout and the order confirmation (each its own chunk). */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
export const OrderConfirmationPage = lazy(() => import('./pages/OrderConfirmationPage'));
