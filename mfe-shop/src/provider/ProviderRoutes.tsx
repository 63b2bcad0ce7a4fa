import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { EmptyState, Spinner } from '@marktplatz/shared';
import { ProviderLayout, RequireProvider } from './lib/ProviderLayout';
import { messages } from './messages';

const DashboardPage = lazy(() => import('./features/dashboard/pages/DashboardPage'));
const ProductsPage = lazy(() => import('./features/products/pages/ProductsPage'));
const ProductEditorPage = lazy(() => import('./features/products/pages/ProductEditorPage'));
const DiscountsPage = lazy(() => import('./features/pricing/pages/DiscountsPage'));
const ImportPage = lazy(() => import('./features/bulk/pages/ImportPage'));
const BundlesPage = lazy(() => import('./features/bundles/pages/BundlesPage'));
const BundleNewPage = lazy(() => import('./features/bundles/pages/BundleNewPage'));
const BundleDetailPage = lazy(() => import('./features/bundles/pages/BundleDetailPage'));

function NormalEditor() {
  return <ProductEditorPage type="normal" />;
}
function FoodEditor() {
  return <ProductEditorPage type="food" />;
}

function ProviderNotFound() {
  return (
    <ProviderLayout title={messages.notFound.title}>
      <EmptyState title={messages.notFound.text} action={<Link to="/shop/provider">{messages.notFound.link}</Link>} />
    </ProviderLayout>
  );
}

const guarded = (Page: ComponentType) => (
  <RequireProvider>
    <Suspense fallback={<Spinner block />}>
      <Page />
    </Suspense>
  </RequireProvider>
);

/**
 * The provider's shop screens, mounted by Area.tsx under `/shop/provider/*` (paths here are relative).
 * Owned by the provider screens; the customer screens only mount this component.
 */
export default function ProviderRoutes() {
  return (
    <Routes>
      <Route index element={guarded(DashboardPage)} />
      <Route path="products" element={guarded(ProductsPage)} />
      <Route path="products/new" element={guarded(NormalEditor)} />
      <Route path="products/:productId" element={guarded(NormalEditor)} />
      <Route path="food-products/new" element={guarded(FoodEditor)} />
      <Route path="food-products/:productId" element={guarded(FoodEditor)} />
      <Route path="discounts" element={guarded(DiscountsPage)} />
      <Route path="import" element={guarded(ImportPage)} />
      <Route path="bundles" element={guarded(BundlesPage)} />
      <Route path="bundles/new" element={guarded(BundleNewPage)} />
      <Route path="bundles/:requestId" element={guarded(BundleDetailPage)} />
      <Route path="*" element={guarded(ProviderNotFound)} />
    </Routes>
  );
}
