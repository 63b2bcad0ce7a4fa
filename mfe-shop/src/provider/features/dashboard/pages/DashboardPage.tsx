import { Link } from 'react-router-dom';
import { ErrorState, Spinner, useFetch } from '@marktplatz/shared';
import { OfferTiles } from '../components/OfferTiles';
import { getOfferCounts } from '../../products/api/products';
import { ProductTable } from '../../products/components/ProductTable';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { SectionTitle } from '../../../lib/ui';
import { messages } from '../../../messages';

/** Start page `/shop/provider`: offer count tiles and the product list. */
export default function DashboardPage() {
  const counts = useFetch((signal) => getOfferCounts(signal), []);
  return (
    <ProviderLayout title={messages.dashboard.title} actions={<Link to="/shop/provider/products/new">{messages.nav.newProduct}</Link>}>
      {counts.loading ? <Spinner block /> : null}
      {counts.error !== undefined ? <ErrorState error={counts.error} onRetry={counts.reload} /> : null}
      {counts.data ? <OfferTiles counts={counts.data} /> : null}
      <SectionTitle>{messages.dashboard.productsHeading}</SectionTitle>
      <ProductTable />
    </ProviderLayout>
  );
}
