import { lazy, type ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { AreaRoutes, RequireAuth } from '@marktplatz/shared/kit';
import { RequireRole } from './lib/ui';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_leads';

// Every screen is its own chunk.
const ProviderLeadsPage = lazy(() => import('./features/provider/pages/LeadsPage'));
const ProviderLeadPage = lazy(() => import('./features/provider/pages/LeadPage'));
const ProviderOffersPage = lazy(() => import('./features/provider/pages/OffersPage'));
const RoutesPage = lazy(() => import('./features/provider/pages/RoutesPage'));
const QuestionsPage = lazy(() => import('./features/provider/pages/QuestionsPage'));
const CtasPage = lazy(() => import('./features/provider/pages/CtasPage'));
const InquiriesPage = lazy(() => import('./features/customer/pages/InquiriesPage'));
const CustomerOffersPage = lazy(() => import('./features/customer/pages/OffersPage'));
const OfferPage = lazy(() => import('./features/customer/pages/OfferPage'));
const WorldsPage = lazy(() => import('./features/journey/pages/WorldsPage'));
const CategoryPage = lazy(() => import('./features/journey/pages/CategoryPage'));
const FinderPage = lazy(() => import('./features/properties/pages/FinderPage'));
const PropertyPage = lazy(() => import('./features/properties/pages/PropertyPage'));

/**
 * `/finder` was the same property search as `/properties` under another title: it leads there (filters in the
 * query string kept), so the search has one address (README, „/finder und /properties“).
 */
function FinderRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/properties', search, hash }} replace />;
}

const provider = (page: ReactNode) => <RequireRole role="Company">{page}</RequireRole>;
const customer = (page: ReactNode) => <RequireRole role="User">{page}</RequireRole>;

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages} notFoundTo="/">
      <Route path="/leads" element={customer(<InquiriesPage />)} />
      <Route path="/leads/offers" element={customer(<CustomerOffersPage />)} />
      <Route
        path="/leads/offers/:offer_id"
        element={
          <RequireAuth>
            <OfferPage />
          </RequireAuth>
        }
      />
      <Route path="/leads/provider" element={provider(<ProviderLeadsPage />)} />
      <Route path="/leads/provider/offers" element={provider(<ProviderOffersPage />)} />
      <Route path="/leads/provider/:lead_id" element={provider(<ProviderLeadPage />)} />
      <Route path="/leads/routes" element={provider(<RoutesPage />)} />
      <Route path="/leads/routes/:id/questions" element={provider(<QuestionsPage />)} />
      <Route path="/leads/calls-to-action" element={provider(<CtasPage />)} />
      <Route path="/living_worlds" element={<WorldsPage title={messages.worlds.livingWorlds} />} />
      <Route path="/bauen-wohnen" element={<WorldsPage title={messages.worlds.buildingAndLiving} />} />
      <Route path="/world-category/lead/:slug" element={<CategoryPage />} />
      <Route path="/world-category/lead/:slug/:providerSlug" element={<CategoryPage />} />
      <Route path="/finder" element={<FinderRedirect />} />
      <Route path="/properties" element={<FinderPage title={messages.finder.title} />} />
      <Route path="/property-detail/:slug" element={<PropertyPage />} />
      <Route path="/property" element={<PropertyPage viewingOnly />} />
    </AreaRoutes>
  );
}
