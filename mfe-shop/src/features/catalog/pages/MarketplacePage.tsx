import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Fragment, useState, type ReactNode } from 'react';
import {
  Button,
  GridList,
  PageContainer,
  StickyLayer,
  errorMessage,
  notify,
  useFetch,
  usePageBanners,
  useSeo,
  formatCents,
} from '@marktplatz/shared';
import { addBundleToCart } from '../../cart';
import { paths } from '../../../lib/paths';
import { Section } from '../../../lib/ui';
import { messages } from '../../../messages';
import { getCategories } from '../api/getCategories';
import { getBundles, type Bundle } from '../api/getBundles';
import { getFeatured } from '../api/getFeatured';
import { getLatest } from '../api/getLatest';
import { getProductSections } from '../api/getProductSections';
import { getSliders } from '../api/getSliders';
import { getStartPageLayout } from '../api/getStartPageLayout';
import { getTrending } from '../api/getTrending';
import { HeroSlider } from '../components/HeroSlider';
import { ProductRail } from '../components/ProductRail';
import { SearchBox } from '../components/SearchBox';
import { centsOfEuros } from '../../../lib/money';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Small = styled.p`
  && {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Search = styled.div`
  max-width: 44rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const BundleList = styled(GridList)`
  margin: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

function AddBundleButton({ bundle }: { bundle: Bundle }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addBundleToCart(bundle.id);
      notify.success(messages.cart.added(bundle.name));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void add()} loading={busy} aria-label={messages.marketplace.addBundle(bundle.name)}>
      {messages.product.addToCart}
    </Button>
  );
}

function BundleSection({ bundles }: { bundles: readonly Bundle[] }) {
  if (bundles.length === 0) return null;
  return (
    <Section aria-labelledby="bundles-heading" data-testid="marketplace-bundles">
      <h2 id="bundles-heading">{messages.marketplace.bundles}</h2>
      <BundleList $min="18rem" $gap="md" $boxed>
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <h3>{bundle.name}</h3>
            {bundle.description ? <Small>{bundle.description}</Small> : null}
            <ul>
              {bundle.items.map((item) => (
                <li key={item.id}>
                  {item.qty > 1 ? `${item.qty} × ` : ''}
                  {item.slug ? <Link to={paths.product(item.slug)}>{item.product_name}</Link> : item.product_name}
                  {item.variant_name ? ` (${item.variant_name})` : ''}
                  {item.company_name ? ` – ${item.company_name}` : ''}
                </li>
              ))}
            </ul>
            <p>
              {messages.marketplace.bundlePrice(formatCents(centsOfEuros(bundle.price)))}
              {bundle.saving ? (
                <Small as="span">{` ${messages.marketplace.bundleSaving(formatCents(centsOfEuros(bundle.saving)))}`}</Small>
              ) : null}
            </p>
            <AddBundleButton bundle={bundle} />
          </li>
        ))}
      </BundleList>
    </Section>
  );
}

/** Slider keys the page shows through their own calls already. */
const SLIDERS_SHOWN_ELSEWHERE = new Set(['new', 'trending']);

/** The sections below the search in their first order (the order before an editor saved one). */
export const MARKETPLACE_SECTIONS = ['slider', 'categories', 'featured', 'trending', 'latest', 'sliders', 'product_sections', 'bundles'];

/**
 * `/shop`: the marketplace home — the search, then the slider, categories, featured, trending, latest, the other
 * sliders, the category sections and the bundles in the order the editors saved, and the page's sticky layer. The
 * sections wait for that order, so they never change places once shown.
 */
export default function MarketplacePage() {
  useSeo('PAGE', 'shop', messages.marketplace.title);
  const navigate = useNavigate();
  const layout = useFetch((signal) => getStartPageLayout(signal), []);
  const banners = usePageBanners('MARKETPLACE');
  const sliders = useFetch((signal) => getSliders(signal), []);
  const categories = useFetch((signal) => getCategories(signal).catch(() => []), []);
  const featured = useFetch((signal) => getFeatured(signal), []);
  const trending = useFetch((signal) => getTrending(signal), []);
  const latest = useFetch((signal) => getLatest(signal), []);
  const productSections = useFetch((signal) => getProductSections(signal).catch(() => []), []);
  const bundles = useFetch((signal) => getBundles(signal), []);

  const toList = (keyword: string) => navigate(keyword ? `${paths.search}?keyword=${encodeURIComponent(keyword)}` : paths.list);

  const sections: Record<string, () => ReactNode> = {
    slider: () => (banners.data && banners.data.length > 0 ? <HeroSlider banners={banners.data} /> : null),
    categories: () =>
      categories.data && categories.data.length > 0 ? (
        <Section aria-labelledby="categories-heading" data-testid="marketplace-categories">
          <h2 id="categories-heading">{messages.marketplace.categories}</h2>
          <Chips>
            {categories.data.slice(0, 12).map((category) => (
              <li key={category.id}>
                <Link to={`${paths.list}?category=${category.id}`}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.list}>{messages.marketplace.allProducts}</Link>
            </li>
          </Chips>
        </Section>
      ) : null,
    featured: () => <ProductRail title={messages.marketplace.featured} state={featured} testId="marketplace-featured" />,
    trending: () => <ProductRail title={messages.marketplace.trending} state={trending} testId="marketplace-trending" />,
    latest: () => (
      <ProductRail
        title={messages.marketplace.latest}
        state={latest}
        testId="marketplace-latest"
        action={<Link to={paths.list}>{messages.marketplace.allProducts}</Link>}
      />
    ),
    sliders: () =>
      (sliders.data ?? [])
        .filter((slider) => !SLIDERS_SHOWN_ELSEWHERE.has(slider.key))
        .map((slider) => (
          <ProductRail
            key={slider.key}
            title={slider.title}
            testId={`marketplace-slider-${slider.key}`}
            state={{ data: slider.products, loading: false, error: undefined, reload: sliders.reload }}
          />
        )),
    product_sections: () =>
      (productSections.data ?? []).map((section) => (
        <ProductRail
          key={section.category.id}
          title={section.category.name}
          testId={`marketplace-section-${section.category.id}`}
          state={{ data: section.products, loading: false, error: undefined, reload: productSections.reload }}
          action={<Link to={`${paths.list}?category=${section.category.id}`}>{messages.marketplace.moreIn(section.category.name)}</Link>}
        />
      )),
    bundles: () => <BundleSection bundles={bundles.data ?? []} />,
  };
  const order = layout.loading ? [] : (layout.data?.sections ?? MARKETPLACE_SECTIONS);

  return (
    <PageContainer title={messages.marketplace.title}>
      <Search>
        <SearchBox onSearch={toList} />
      </Search>
      {order.map((key) => {
        const section = sections[key];
        return section ? <Fragment key={key}>{section()}</Fragment> : null;
      })}
      <StickyLayer layers={layout.data?.sticky_layers} />
    </PageContainer>
  );
}
