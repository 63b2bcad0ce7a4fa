/** The customer's food screens: the restaurant search, a menu, the own food orders and one order. */
import { lazy } from 'react';

// Every screen is its own chunk: the routes load only the page they show.
export const SearchPage = lazy(() => import('./pages/SearchPage'));
export const MenuPage = lazy(() => import('./pages/MenuPage'));
export const OrdersPage = lazy(() => import('./pages/OrdersPage'));
export const OrderPage = lazy(() => import('./pages/OrderPage'));

export type { FoodDish, FoodProvider } from './types';
