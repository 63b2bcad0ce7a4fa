import { Navigate, Route } from 'react-router-dom';
import { AreaRoutes } from '@marktplatz/shared/kit';
import { messages } from './messages';
// Every screen is its own chunk (the features' index.ts hold the lazy pages): the public pages stay small.
import { ProviderSearchPage } from './features/search';
import { ProviderPage } from './features/provider-page';
import { LocationPage, LocationsPage, NewLocationPage } from './features/locations';
import { StoreInfoPage } from './features/store-info';
import { AppointmentsPage } from './features/appointments';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_stores';

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages} notFoundTo="/provider-search">
      <Route path="/provider-search" element={<ProviderSearchPage />} />
      <Route path="/provider-detail/:slug" element={<ProviderPage />} />
      <Route path="/stores" element={<LocationsPage />} />
      <Route path="/stores/new" element={<NewLocationPage />} />
      <Route path="/stores/info" element={<StoreInfoPage />} />
      <Route path="/stores/appointments" element={<AppointmentsPage />} />
      <Route path="/stores/opening-times" element={<Navigate to="/stores" replace />} />
      <Route path="/stores/holidays" element={<Navigate to="/stores" replace />} />
      <Route path="/stores/:id" element={<LocationPage />} />
    </AreaRoutes>
  );
}
