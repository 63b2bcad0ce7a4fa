import { useEffect, useId, useState } from 'react';
import { ErrorState, Input, Select, Spinner, useFetch } from '@marktplatz/shared';
import { Muted, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { getProduct, listProducts } from '../../products';
import { PricingPanel } from '../components/PricingPanel';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';

const t = messages.pricing;

/** `/shop/provider/discounts`: pick a product, then its tiered prices and wholesale discounts. */
export default function DiscountsPage() {
  const searchId = useId();
  const selectId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useFetch((signal) => listProducts({ keyword, pageSize: 50, page: 1 }, signal), [keyword]);
  const product = useFetch((signal) => (productId ? getProduct(productId, signal) : Promise.resolve(null)), [productId]);

  return (
    <ProviderLayout title={messages.nav.discounts}>
      <Toolbar>
        <ToolbarField id={searchId} grow label={messages.list.search}>
          <Input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={messages.list.searchPlaceholder}
          />
        </ToolbarField>
        <ToolbarField id={selectId} grow label={t.pickProduct}>
          <Select
            id={selectId}
            value={productId ?? ''}
            onChange={(event) => setProductId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t.chooseProduct}</option>
            {(list.data?.rows ?? []).map((row) => (
              <option key={row.id} value={row.id}>
                {row.name} ({row.sku})
              </option>
            ))}
          </Select>
        </ToolbarField>
      </Toolbar>
      {list.error !== undefined ? <ErrorState error={list.error} onRetry={list.reload} /> : null}
      {productId === null ? <Muted>{t.chooseProduct}</Muted> : null}
      {productId !== null && product.loading && !product.data ? <Spinner block /> : null}
      {product.error !== undefined ? <ErrorState error={product.error} onRetry={product.reload} /> : null}
      {product.data ? <PricingPanel key={product.data.id} product={product.data} /> : null}
    </ProviderLayout>
  );
}
