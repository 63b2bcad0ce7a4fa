import type { ReactNode } from 'react';
import { Link, Route } from 'react-router-dom';
import { AreaRoutes, RequireAuth, type RoleRefusal } from '@marktplatz/shared/kit';
import { messages } from './messages';
// Every screen is its own chunk (the features' index.ts hold the lazy pages).
import { MenuPage, OrderPage, OrdersPage, SearchPage } from './features/customer';
import { BoardPage } from './features/board';
import { CategoriesPage, DeliveryTimesPage, SettingsPage } from './features/provider';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_food';

// Guests go to the login page (the kit's guard); a user of the other role gets a German note with a way on.
const forCustomers: RoleRefusal = {
  title: messages.guard.customerTitle,
  text: messages.guard.customerText,
  action: <Link to="/food/board">{messages.guard.toBoard}</Link>,
};
const forProviders: RoleRefusal = {
  title: messages.guard.providerTitle,
  text: messages.guard.providerText,
  action: <Link to={messages.home}>{messages.guard.toSearch}</Link>,
};
const customer = (page: ReactNode) => (
  <RequireAuth role="User" refusal={forCustomers}>
    {page}
  </RequireAuth>
);
const provider = (page: ReactNode) => (
  <RequireAuth role="Company" refusal={forProviders}>
    {page}
  </RequireAuth>
);

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages}>
      <Route path="/food-provider-search" element={<SearchPage />} />
      <Route path="/food" element={<SearchPage />} />
      <Route path="/food/menu/:slug" element={<MenuPage />} />
      <Route path="/food/orders" element={customer(<OrdersPage />)} />
      <Route path="/food/orders/:id" element={customer(<OrderPage />)} />
      <Route path="/food/board" element={provider(<BoardPage />)} />
      <Route path="/food/settings" element={provider(<SettingsPage />)} />
      <Route path="/food/categories" element={provider(<CategoriesPage />)} />
      <Route path="/food/delivery-times" element={provider(<DeliveryTimesPage />)} />
    </AreaRoutes>
  );
}
