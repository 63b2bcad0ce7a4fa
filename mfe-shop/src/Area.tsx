import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AreaRoutes, RequireAuth } from '@marktplatz/shared/kit';
import { CartPage } from './features/cart';
import { MarketplacePage, ProductListPage } from './features/catalog';
import { CheckoutPage, OrderConfirmationPage } from './features/checkout';
import { FavouritesPage } from './features/favourites';
import { ProductPage } from './features/product';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_shop';

// Every screen is its own chunk (the features' pages are lazy); the provider screens are one more.
const ProviderRoutes = lazy(() => import('./provider/ProviderRoutes'));

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages}>
      <Route path="/shop" element={<MarketplacePage />} />
      <Route path="/product-list" element={<ProductListPage mode="list" />} />
      <Route path="/product-search" element={<ProductListPage mode="search" />} />
      <Route path="/product/:product_id" element={<ProductPage />} />
      <Route path="/shop/cart" element={<CartPage />} />
      <Route
        path="/shop/checkout"
        element={
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        }
      />
      <Route
        path="/shop/order/:order_number"
        element={
          <RequireAuth>
            <OrderConfirmationPage />
          </RequireAuth>
        }
      />
      <Route
        path="/shop/favourites"
        element={
          <RequireAuth>
            <FavouritesPage />
          </RequireAuth>
        }
      />
      <Route path="/shop/provider/*" element={<ProviderRoutes />} />
    </AreaRoutes>
  );
}
