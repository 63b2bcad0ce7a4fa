import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  PageContainer,
  Pagination,
  Select,
  useFetch,
  usePageTitle,
  VisuallyHidden,
} from '@marktplatz/shared';
import { messages } from '../../../messages';
import { paths } from '../../../lib/paths';
import { getCategories } from '../api/getCategories';
import { type ProductQuery, type ProductSearchResult, searchProducts } from '../api/searchProducts';
import type { Category } from '../../../entities/product';
import { FilterPanel } from '../components/FilterPanel';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ProductGrid';
import { FavouriteButton } from '../../favourites';
import { SearchBox } from '../components/SearchBox';
import { sortsFor } from '../lib/sortOptions';
import { useProductQuery } from '../hooks/useProductQuery';

export const PAGE_SIZE = 24;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
    min-width: 0;
    max-width: 100%;
  }
  /* On a phone the select gives way rather than running past the screen's edge. */
  select {
    width: auto;
    min-width: 0;
    flex: 0 1 auto;
  }
`;

const Top = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  max-width: 44rem;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  a {
    margin-inline-start: ${({ theme }) => theme.space.xs};
  }
`;

const Help = styled.nav`
  margin-top: ${({ theme }) => theme.space.md};
  h2 {
    font-size: 1rem;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    justify-content: center;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 999px;
    text-decoration: none;
  }
`;

/** Whether a filter besides the keyword narrows the list (only then „Filter zurücksetzen“ helps). */
function hasFilters(query: ProductQuery): boolean {
  return [query.category, query.min_price, query.max_price, query.provider_id].some((value) => value !== undefined);
}

const MAX_HELP_CATEGORIES = 8;

/** The first page's data when it is already loaded (the server render's loader): the first render shows it. */
export interface ProductListInitialData {
  results: ProductSearchResult;
  categories: Category[];
}

/** `/product-list` and `/product-search`: keyword, filters, sort and pages over the marketplace's products. */
export default function ProductListPage({ mode, initial }: { mode: 'list' | 'search'; initial?: ProductListInitialData }) {
  const { query, setFilters, setSort, setPage } = useProductQuery();
  const resetFilters = () => setFilters({ category: undefined, min_price: undefined, max_price: undefined, provider_id: undefined });
  const sortId = useId();
  const title =
    mode === 'search'
      ? query.keyword
        ? messages.catalog.searchTitle(query.keyword)
        : messages.catalog.searchHeading
      : messages.catalog.listTitle;
  usePageTitle(title);

  const categories = useFetch((signal) => getCategories(signal).catch(() => []), [], { initial: () => initial?.categories });
  const key = JSON.stringify(query);
  const results = useFetch((signal) => searchProducts({ ...query, per_page: PAGE_SIZE }, signal), [key], {
    initial: () => initial?.results,
  });

  const totalPages = results.data?.total_pages ?? 1;
  const total = results.data?.total_records ?? 0;
  return (
    <PageContainer title={title}>
      <Top>
        <SearchBox initial={query.keyword ?? ''} onSearch={(keyword) => setFilters({ keyword })} />
      </Top>
      <Layout>
        <FilterPanel
          query={query}
          categories={categories.data ?? []}
          facets={results.data?.filters}
          onChange={setFilters}
          onReset={resetFilters}
        />
        <div>
          <Toolbar>
            <p role="status" aria-live="polite" data-testid="result-count">
              {results.loading ? messages.catalog.searching : results.data ? messages.catalog.resultCount(total) : ''}
            </p>
            <label htmlFor={sortId}>
              {messages.catalog.sortBy}
              <Select id={sortId} value={query.sort} onChange={(event) => setSort(event.target.value)} data-testid="sort-select">
                {sortsFor(query.keyword).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </label>
          </Toolbar>
          {results.loading ? (
            <ProductGridSkeleton />
          ) : results.error !== undefined || !results.data ? (
            <ErrorState error={results.error} onRetry={results.reload} />
          ) : results.data.data.length === 0 ? (
            <EmptyState
              title={messages.catalog.noProducts}
              action={
                hasFilters(query) ? (
                  <Button variant="secondary" onClick={resetFilters}>
                    {messages.catalog.resetFilters}
                  </Button>
                ) : (
                  <Help aria-labelledby={`${sortId}-help`} data-testid="empty-help">
                    <h2 id={`${sortId}-help`}>{messages.catalog.browseCategories}</h2>
                    <ul>
                      {(categories.data ?? [])
                        .filter((category) => !('product_count' in category) || (category.product_count ?? 0) > 0)
                        .slice(0, MAX_HELP_CATEGORIES)
                        .map((category) => (
                          <li key={category.id}>
                            <Link to={`${paths.list}?category=${category.id}`}>{category.name}</Link>
                          </li>
                        ))}
                      {query.keyword ? (
                        <li>
                          <Link to={paths.list}>{messages.catalog.allProducts}</Link>
                        </li>
                      ) : null}
                    </ul>
                  </Help>
                )
              }
            >
              {hasFilters(query)
                ? messages.catalog.noProductsFiltered
                : query.keyword
                  ? messages.catalog.noProductsKeyword(query.keyword)
                  : messages.catalog.noProductsList}
            </EmptyState>
          ) : (
            <>
              {results.data.similar && query.keyword ? (
                <Note data-testid="similar-note">
                  {messages.catalog.similarResults(query.keyword)}
                  {results.data.did_you_mean ? (
                    <Link to={`${paths.search}?keyword=${encodeURIComponent(results.data.did_you_mean)}`}>
                      {messages.catalog.didYouMean(results.data.did_you_mean)}
                    </Link>
                  ) : null}
                </Note>
              ) : null}
              {/* the cards' names are h3: the results get their h2 (for screen readers; the page's layout shows it) */}
              <VisuallyHidden as="h2">{messages.catalog.results}</VisuallyHidden>
              <ProductGrid
                products={results.data.data}
                label={messages.catalog.results}
                heart={(product) => <FavouriteButton productId={product.id} productName={product.name} />}
              />
              <Pagination page={query.page ?? 1} totalPages={totalPages} onPageChange={setPage} />
            </>
          )}
        </div>
      </Layout>
    </PageContainer>
  );
}
