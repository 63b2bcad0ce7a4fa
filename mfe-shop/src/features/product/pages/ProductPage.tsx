import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, PageContainer, setMetaTag, useAuth, useFetch, useSeo } from '@marktplatz/shared';
import { SkeletonBlock, TraderInfo } from '@marktplatz/shared/kit';
import { Stars } from '../../../components/Stars';
import { ProductRail } from '../../catalog';
import { ReviewsSection } from '../../reviews';
import { paths, productPath } from '../../../lib/paths';
import { Section } from '../../../lib/ui';
import { messages } from '../../../messages';
import { countProductView } from '../api/countProductView';
import { getProductBySlug } from '../api/getProductBySlug';
import { recordProductView } from '../api/recordProductView';
import { BuyBox } from '../components/BuyBox';
import { ReportContentButton } from '../../report';
import { Gallery } from '../components/Gallery';
import { LastViewed } from '../components/LastViewed';
import { ShippingInfo } from '../components/ShippingInfo';
import { VariantPicker } from '../components/VariantPicker';
import type { ProductDetail } from '../types';
import { changeSelection, findVariant, galleryFor, initialSelection, type Selection } from '../lib/variants';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 500;
    width: 40%;
  }
`;

const Description = styled.div`
  white-space: pre-line;
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** Ways on from a product that could not be shown. */
const Onward = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

function ProductSkeleton() {
  return (
    <Top aria-busy="true" data-testid="product-skeleton">
      <SkeletonBlock $height="18rem" />
      <div>
        <SkeletonBlock $height="2rem" $width="80%" />
        <p />
        <SkeletonBlock $height="1rem" $width="40%" />
        <p />
        <SkeletonBlock $height="2.5rem" $width="30%" />
        <p />
        <SkeletonBlock $height="3rem" />
      </div>
    </Top>
  );
}

/** The description without a first paragraph that repeats the short text shown above it word for word. */
export function withoutLead(details: string | null | undefined, shortText: string | null | undefined): string {
  const text = (details ?? '').trim();
  const lead = (shortText ?? '').trim();
  if (!lead || !text.startsWith(lead)) return text;
  return text.slice(lead.length).trim();
}

const CONDITIONS: Record<string, string> = { new: 'Neu', used: 'Gebraucht', refurbished: 'Generalüberholt' };

export function ProductView({ product }: { product: ProductDetail }) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  // Another product: its own first selection, set while rendering (no effect that renders the page a second time
  // right after it appeared or was hydrated).
  const [selectionOf, setSelectionOf] = useState(product);
  if (selectionOf !== product) {
    setSelectionOf(product);
    setSelection(initialSelection(product));
  }
  const variant = findVariant(product, selection);
  const images = useMemo(() => galleryFor(product, variant), [product, variant]);
  const provider = product.provider;
  // The header's stars follow the reviews section (a review written here changes them at once).
  const [rating, setRating] = useState({ avg: product.avg_rating, count: product.total_review });
  return (
    <>
      {product.breadcrumbs && product.breadcrumbs.length > 0 ? (
        <Crumbs aria-label={messages.product.breadcrumbs}>
          <ol>
            <li>
              <Link to={paths.home}>{messages.marketplace.title}</Link>
            </li>
            {product.breadcrumbs.map((crumb) => (
              <li key={crumb.id}>
                <Link to={`${paths.list}?category=${crumb.id}`}>{crumb.name}</Link>
              </li>
            ))}
          </ol>
        </Crumbs>
      ) : null}
      <Top>
        <Gallery images={images} productName={product.name} />
        <div>
          <h1>{product.name}</h1>
          <Meta>
            {provider?.name ? (
              <span>
                {messages.product.soldByPrefix}{' '}
                {provider.slug ? <a href={`/provider-detail/${provider.slug}`}>{provider.name}</a> : provider.name}
                {provider.city ? ` (${provider.city})` : ''}
              </span>
            ) : null}
            {rating.count ? (
              <a href="#reviews-heading">
                <Stars rating={rating.avg} count={rating.count} />
              </a>
            ) : null}
          </Meta>
          {product.short_description ? <p>{product.short_description}</p> : null}
          <VariantPicker
            product={product}
            selection={selection}
            onChange={(group, value) => setSelection(changeSelection(product, selection, group, value))}
          />
          <BuyBox product={product} variant={variant} />
          <p>
            <ReportContentButton targetType="product" targetId={product.id} targetLabel={product.name} />
          </p>
        </div>
      </Top>
      <Details>
        <div>
          {withoutLead(product.details, product.short_description) ? (
            <Section aria-labelledby="description-heading">
              <h2 id="description-heading">{messages.product.description}</h2>
              <Description>{withoutLead(product.details, product.short_description)}</Description>
            </Section>
          ) : null}
          <Section aria-labelledby="facts-heading">
            <h2 id="facts-heading">{messages.product.facts}</h2>
            <table>
              <tbody>
                {product.manufacturer && !product.features?.some((feature) => feature.name === messages.product.manufacturer) ? (
                  <tr>
                    <th scope="row">{messages.product.manufacturer}</th>
                    <td>{product.manufacturer}</td>
                  </tr>
                ) : null}
                {product.product_condition ? (
                  <tr>
                    <th scope="row">{messages.product.condition}</th>
                    <td>{CONDITIONS[product.product_condition] ?? product.product_condition}</td>
                  </tr>
                ) : null}
                {(product.features ?? []).map((feature) => (
                  <tr key={`${feature.name}-${feature.value}`}>
                    <th scope="row">{feature.name}</th>
                    <td>{feature.value}</td>
                  </tr>
                ))}
                {product.tax ? (
                  <tr>
                    <th scope="row">{messages.product.vatRate}</th>
                    <td>{`${product.tax} %`}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </Section>
        </div>
        <ShippingInfo methods={product.shipping_methods} isPickup={!!product.is_pickup} pickupAddress={product.pickup_address} />
      </Details>
      {product.trader ? (
        <Section>
          <TraderInfo trader={product.trader} />
        </Section>
      ) : null}
      <Section>
        <ReviewsSection
          productId={product.id}
          onSummary={(summary) =>
            setRating((current) =>
              current.avg === summary.avg_rating && current.count === summary.total_review
                ? current
                : { avg: summary.avg_rating, count: summary.total_review },
            )
          }
        />
      </Section>
      {product.crossselling_products && product.crossselling_products.length > 0 ? (
        <ProductRail
          title={messages.product.crossSelling}
          testId="cross-selling"
          state={{ data: product.crossselling_products, loading: false, error: undefined, reload: () => undefined }}
        />
      ) : null}
      <LastViewed currentProductId={product.id} />
    </>
  );
}

/**
 * The page's markup around a loaded product, the one the server renders (lib/serverRoutes.tsx) and the browser
 * hydrates (../hydrate.tsx): both render exactly this, so the trees match.
 */
export function ProductPageBody({ product }: { product: ProductDetail }) {
  return (
    <PageContainer>
      <ProductView key={product.id} product={product} />
    </PageContainer>
  );
}

/** The product's own SEO description when the content service has none for it. */
export function useProductMeta(product: ProductDetail | undefined, handledElsewhere: boolean) {
  useEffect(() => {
    const description = product?.seo?.is_meta ? product.seo.meta_description : product?.short_description;
    if (handledElsewhere || !description) return;
    setMetaTag('description', description);
  }, [product, handledElsewhere]);
}

/** Counts the view once per product and page visit; logged-in visitors also get it in „zuletzt angesehen“. */
export function useViewCount(product: ProductDetail | undefined) {
  const { authenticated } = useAuth();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!product || counted.current === product.id) return;
    counted.current = product.id;
    countProductView(product.slug).catch(() => undefined);
    if (authenticated) recordProductView(product.id).catch(() => undefined);
  }, [product, authenticated]);
}

/** `/product/:product_id`: a slug; a numeric id is looked up and replaced by the slug URL. */
export default function ProductPage() {
  const { product_id: param = '' } = useParams();
  const shown = useRef<ProductDetail | undefined>(undefined);
  // After the redirect from the numeric id the product is already here: no second load.
  const state = useFetch(
    (signal) => (shown.current?.slug === param ? Promise.resolve(shown.current) : getProductBySlug(param, signal)),
    [param],
  );
  // Spec 02 §8: when the product by slug fails, the error is shown and the product emptied. Only the product of
  // this URL is shown: right after a navigation the previous one is still in the state.
  const loaded = state.error === undefined ? state.data : undefined;
  const product = loaded && (loaded.slug === param || String(loaded.id) === param) ? loaded : undefined;
  shown.current = product;
  const fallbackTitle = product
    ? product.seo?.meta_title || `${product.name} – Marktplatz`
    : state.error !== undefined
      ? `${messages.product.notFoundTitle} – Marktplatz`
      : undefined;
  const seo = useSeo('PRODUCT', product?.slug ?? param, fallbackTitle);
  useProductMeta(product, seo.loading || !!seo.data?.is_meta);
  useViewCount(product);

  if (product && /^\d+$/.test(param) && product.slug && product.slug !== param) {
    return <Navigate to={productPath(product)} replace />;
  }
  return (
    <PageContainer>
      {state.error === undefined && !product ? <ProductSkeleton /> : null}
      {state.error !== undefined ? (
        <>
          <ErrorState title={messages.product.notFoundTitle} error={state.error} onRetry={state.reload} />
          <Onward>
            <Link to={paths.list}>{messages.marketplace.allProducts}</Link>
            <Link to={paths.home}>{messages.marketplace.title}</Link>
          </Onward>
        </>
      ) : null}
      {product ? <ProductView key={product.id} product={product} /> : null}
    </PageContainer>
  );
}
