/** Bundle requests between providers: the lists, a new proposal, one request. */
import { lazy } from 'react';

export const BundlesPage = lazy(() => import('./pages/BundlesPage'));
export const BundleNewPage = lazy(() => import('./pages/BundleNewPage'));
export const BundleDetailPage = lazy(() => import('./pages/BundleDetailPage'));
