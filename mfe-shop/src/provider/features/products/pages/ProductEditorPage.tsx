import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, notify, Spinner, Tabs, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { getBanks } from '../api/getBanks';
import { getCategories } from '../api/getCategories';
import { getManufacturers } from '../api/getManufacturers';
import { getShippingMethods } from '../api/getShippingMethods';
import { getTaxes } from '../api/getTaxes';
import { getUnitTypes } from '../api/getUnitTypes';
import { createProduct } from '../api/createProduct';
import { updateProduct } from '../api/updateProduct';
import { getProduct } from '../api/getProduct';
import type { ProductBundle, ProductType } from '../../../entities/product';
import { ProductForm, type Catalog } from '../components/ProductForm';
import { toFormValues, toProductInput, type ProductFormValues } from '../components/productValues';
import { GalleryPanel } from '../components/GalleryPanel';
import { SeoPanel } from '../components/SeoPanel';
import { TagsPanel } from '../components/TagsPanel';
import { FeaturesPanel } from '../components/FeaturesPanel';
import { FoodDishPanel } from '../components/FoodDishPanel';
import { VariantsPanel } from '../../variants';
import { PricingPanel } from '../../pricing';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';

const t = messages.editor;

async function loadCatalog(signal: AbortSignal): Promise<Catalog> {
  const [categories, taxes, manufacturers, shippings, unitTypes, banks] = await Promise.all([
    getCategories(signal),
    getTaxes(signal),
    getManufacturers(signal),
    getShippingMethods(signal),
    getUnitTypes(signal).catch(() => []),
    getBanks(signal).catch(() => []),
  ]);
  return { categories, taxes, manufacturers, shippings, unitTypes, banks };
}

export const EDITOR_TABS = ['basics', 'dish', 'images', 'seo', 'tags', 'features', 'variants', 'prices'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** Product editor (normal and food; create at `…/new`, edit at `…/:productId`) with its tabs. */
export default function ProductEditorPage({ type }: { type: ProductType }) {
  const params = useParams();
  const productId = params.productId ? Number(params.productId) : undefined;
  const navigate = useNavigate();
  const catalog = useFetch((signal) => loadCatalog(signal), []);
  const product = useFetch(
    (signal) => (productId && Number.isInteger(productId) ? getProduct(productId, signal) : Promise.resolve(null)),
    [productId],
  );
  const [tab, setTab] = useState<EditorTab>('basics');
  const isFood = type === 'food';
  const base = isFood ? '/shop/provider/food-products' : '/shop/provider/products';

  const loaded: ProductBundle | null | undefined = product.data;
  const taxes = catalog.data?.taxes;
  // A new food product starts at the reduced rate (7 %, food in Germany), any other at the standard rate (19 %).
  const defaultRate = isFood ? 7 : 19;
  const initialValues = useMemo(
    () => toFormValues(loaded, taxes?.find((tax) => tax.value === defaultRate)?.value ?? taxes?.[0]?.value),
    [loaded, taxes, defaultRate],
  );
  const title = loaded ? t.editTitle(loaded.name) : isFood ? t.newFoodTitle : t.newTitle;

  if (productId !== undefined && !Number.isInteger(productId)) {
    return (
      <ProviderLayout title={messages.notFound.title}>
        <EmptyState title={messages.notFound.text} action={<Link to="/shop/provider/products">{t.back}</Link>} />
      </ProviderLayout>
    );
  }

  /** The outcome of the save is a toast; a refused or replaced reference price (§ 11 PAngV) makes it a notice. */
  const showSaved = (message: string, priceNotice: string | null | undefined) => {
    if (priceNotice) notify.info(message);
    else notify.success(message);
  };

  const save = async (values: ProductFormValues) => {
    const input = toProductInput(values, { includeStock: !values.is_variants });
    try {
      if (loaded) {
        const result = await updateProduct({ ...input, id: loaded.id }, type);
        showSaved(result.message ?? t.updated, result.product.price_notice);
        product.reload();
      } else {
        const result = await createProduct(input, type);
        showSaved(result.message ?? t.created, result.product.price_notice);
        navigate(`${base}/${result.product.id}`, { replace: true });
      }
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason) as Record<string, unknown>;
    }
  };

  let body: React.ReactNode;
  // With an id in the address the form waits for that product: right after "anlegen" the route changes before the
  // load starts, and an empty "new" form must not flash in between.
  const waitingForProduct = productId !== undefined && !loaded && product.error === undefined;
  if (catalog.loading || waitingForProduct) body = <Spinner block />;
  else if (catalog.error !== undefined) body = <ErrorState error={catalog.error} onRetry={catalog.reload} />;
  else if (product.error !== undefined) body = <ErrorState error={product.error} onRetry={product.reload} />;
  else if (catalog.data) {
    const form = (
      <ProductForm
        key={loaded?.id ?? 'new'}
        initialValues={initialValues}
        currentTax={loaded?.tax}
        catalog={catalog.data}
        productId={loaded?.id}
        isFood={isFood}
        onSubmit={save}
        submitLabel={loaded ? t.save : t.create}
      />
    );
    if (!loaded) {
      body = (
        <>
          <Muted>{isFood ? t.saveFirstFood : t.saveFirst}</Muted>
          {form}
        </>
      );
    } else {
      const tabs = [
        { id: 'basics', label: t.tabBasics, content: form },
        ...(isFood ? [{ id: 'dish', label: t.tabDish, content: <FoodDishPanel productId={loaded.id} /> }] : []),
        { id: 'images', label: t.tabImages, content: <GalleryPanel product={loaded} onChanged={product.reload} /> },
        { id: 'seo', label: t.tabSeo, content: <SeoPanel product={loaded} onChanged={product.reload} /> },
        { id: 'tags', label: t.tabTags, content: <TagsPanel product={loaded} onChanged={product.reload} /> },
        { id: 'features', label: t.tabFeatures, content: <FeaturesPanel product={loaded} onChanged={product.reload} /> },
        ...(isFood
          ? []
          : [{ id: 'variants', label: t.tabVariants, content: <VariantsPanel product={loaded} onChanged={product.reload} /> }]),
        { id: 'prices', label: t.tabPrices, content: <PricingPanel product={loaded} /> },
      ];
      body = <Tabs label={t.tabs} tabs={tabs} selectedId={tab} onChange={(id) => setTab(id as EditorTab)} />;
    }
  }

  return (
    <ProviderLayout title={title} actions={<Link to="/shop/provider/products">{t.back}</Link>}>
      {body}
    </ProviderLayout>
  );
}
