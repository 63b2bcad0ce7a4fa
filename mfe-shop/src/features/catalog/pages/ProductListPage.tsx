import { useId } from 'react';
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
import { getCategories } from '../api/getCategories';
import { searchProducts } from '../api/searchProducts';
import { FilterPanel } from '../components/FilterPanel';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ProductGrid';
import { SearchBox } from '../components/SearchBox';
import { sortsFor } from '../sortOptions';
import { useProductQuery } from '../useProductQuery';

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

/** `/product-list` and `/product-search`: keyword, filters, sort and pages over the marketplace's products. */
export default function ProductListPage({ mode }: { mode: 'list' | 'search' }) {
  const { query, setFilters, setSort, setPage, reset } = useProductQuery();
  const sortId = useId();
  const title =
    mode === 'search'
      ? query.keyword
        ? messages.catalog.searchTitle(query.keyword)
        : messages.catalog.searchHeading
      : messages.catalog.listTitle;
  usePageTitle(title);

  const categories = useFetch((signal) => getCategories(signal).catch(() => []), []);
  const key = JSON.stringify(query);
  const results = useFetch((signal) => searchProducts({ ...query, per_page: PAGE_SIZE }, signal), [key]);

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
          onReset={reset}
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
                <Button variant="secondary" onClick={reset}>
                  {messages.catalog.resetFilters}
                </Button>
              }
            >
              {messages.catalog.noProductsHint}
            </EmptyState>
          ) : (
            <>
              {/* the cards' names are h3: the results get their h2 (for screen readers; the page's layout shows it) */}
              <VisuallyHidden as="h2">{messages.catalog.results}</VisuallyHidden>
              <ProductGrid products={results.data.data} label={messages.catalog.results} />
              <Pagination page={query.page ?? 1} totalPages={totalPages} onPageChange={setPage} />
            </>
          )}
        </div>
      </Layout>
    </PageContainer>
  );
}
