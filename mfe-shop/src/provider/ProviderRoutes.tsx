import { Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { EmptyState, Spinner } from '@marktplatz/shared';
import { ImportPage } from './features/bulk';
import { BundleDetailPage, BundleNewPage, BundlesPage } from './features/bundles';
import { DashboardPage } from './features/dashboard';
import { DiscountsPage } from './features/pricing';
import { ProductEditorPage, ProductsPage } from './features/products';
import { ProviderLayout, RequireProvider } from './components/ProviderLayout';
import { messages } from '../messages/provider';

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
