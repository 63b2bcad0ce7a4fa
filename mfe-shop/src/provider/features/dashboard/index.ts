/** The provider's start page, and whether the provider sells food (the navigation asks). */
import { lazy } from 'react';
export { isFoodProvider } from './lib/isFoodProvider';

export const DashboardPage = lazy(() => import('./pages/DashboardPage'));
