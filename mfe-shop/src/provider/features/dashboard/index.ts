/** The provider's start page. */
import { lazy } from 'react';

export const DashboardPage = lazy(() => import('./pages/DashboardPage'));
