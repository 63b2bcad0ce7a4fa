/** Bundle requests between providers: the lists, a new proposal, one request, and the count for the navigation's badge. */
import { lazy } from 'react';
export { getRequestCount } from './api/getRequestCount';

export const BundlesPage = lazy(() => import('./pages/BundlesPage'));
export const BundleNewPage = lazy(() => import('./pages/BundleNewPage'));
export const BundleDetailPage = lazy(() => import('./pages/BundleDetailPage'));
