import { Link } from 'react-router-dom';
import { ErrorState, formatCents, useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { listProviderProducts, PROVIDER_PRODUCTS_SHOWN, type ProviderProduct } from '../api/listProviderProducts';
import { ProductGrid, ProductsSkeleton } from './ProductsSkeleton';
import { useReportSettled } from '../lib/settledParts';
import { messages } from '../../../messages';

const T = messages.page;

function ProductCard({ product }: { product: ProviderProduct }) {
  return (
    <li>
      <Link to={`/product/${product.slug}`}>
        {product.photo ? (
          <img className="picture" src={product.photo} alt={T.productImage(product.name)} loading="lazy" width={320} height={240} />
        ) : (
          <div className="picture" aria-hidden="true">
            {T.noImage}
          </div>
        )}
        <div className="body">
          <span className="name">{product.name}</span>
          <span className="price">{formatCents(product.price_cents)}</span>
          <Muted as="span" $small>
            {T.vatAndShipping}
          </Muted>
        </div>
      </Link>
    </li>
  );
}

/**
 * „Produkte“: the provider's listed products as cards (loaded after the page's main content); `initial`: the list the
 * server loaded with the page (shown at once, on the server and in the hydration alike).
 */
export default function ProductsSection({
  providerId,
  initial,
  onSettled,
}: {
  providerId: number;
  initial?: ProviderProduct[];
  /** Called once the first load has ended (the page shows its parts together). */
  onSettled?: () => void;
}) {
  const products = useFetch((signal) => listProviderProducts(providerId, signal), [providerId], {
    initial: initial ? () => initial : undefined,
  });
  useReportSettled(products.data !== undefined || products.error !== undefined, onSettled);
  if (products.loading && !products.data) return <ProductsSkeleton />;
  if (products.error !== undefined || !products.data)
    return <ErrorState title={T.productsFailed} error={products.error} onRetry={products.reload} />;
  if (products.data.length === 0) return <Muted>{T.productsEmpty}</Muted>;
  return (
    <ProductGrid data-testid="provider-products">
      {products.data.slice(0, PROVIDER_PRODUCTS_SHOWN).map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ProductGrid>
  );
}
