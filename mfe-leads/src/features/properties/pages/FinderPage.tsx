import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  FieldShell,
  Select,
  StackList,
  PageContainer,
  formatEuroWhole,
  formatNumber,
  useFamilyState,
  useFetch,
  firstFieldErrors,
  usePageTitle,
  formatGermanNumber,
} from '@marktplatz/shared';
import { Box, ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import { getFinder } from '../api/getFinder';
import type { FinderQuery } from '../types';
import { FinderFilters, TYPES, type Filters } from '../components/FinderFilters';
import { messages } from '../../../messages';
import { apiSort, labelOf, PROPERTY_SORTS } from '../lib/sorts';

export const TYPE_LABEL: Record<string, string> = Object.fromEntries(TYPES.map((type) => [type.value, type.label]));

const Cards = styled(StackList)`
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  li.with-image {
    grid-template-columns: 6rem minmax(0, 1fr);
    @media (min-width: 768px) {
      grid-template-columns: 10rem minmax(0, 1fr);
    }
  }
  .thumb {
    width: 100%;
    height: auto;
    aspect-ratio: 640 / 420;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  .price {
    font-weight: 700;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const text = messages.finder;

/** German number text of the form → the API's plain number (1.250,5 → 1250.5). */
const plain = (value: string) => value.trim().replace(/\./g, '').replace(',', '.');

/** The finder's query from the applied filters, the API's sort and the page. */
export function finderQuery(applied: Filters, sort: string, page: number): FinderQuery {
  return {
    sort,
    page,
    type: applied.type,
    rooms_min: applied.rooms_min && plain(applied.rooms_min),
    area_min: applied.area_min && plain(applied.area_min),
    area_max: applied.area_max && plain(applied.area_max),
    price_max: applied.price_max && plain(applied.price_max),
    postal_code: applied.postal_code,
    radius: applied.radius,
  };
}

/** What a guest sees first: no filters, newest first, the first page (the server render loads this one). */
export const GUEST_FINDER_QUERY: FinderQuery = finderQuery({}, apiSort(null), 1);
const GUEST_QUERY_KEY = JSON.stringify(GUEST_FINDER_QUERY);

/** A page of the finder's answer (`getFinder`). */
export type FinderResult = Awaited<ReturnType<typeof getFinder>>;

/**
 * `/properties` (`/finder` leads here): the property finder with filters and the spec's sorts, 5 per page.
 * `initialResult`: the guest's first page when it came with the page (server render), the first render's data instead
 * of the call — only while the query is the guest's (filters kept in this browser's session load their own page).
 */
export default function FinderPage({ title, initialResult }: { title: string; initialResult?: FinderResult }) {
  usePageTitle(title);
  const family = useFamilyState('property');
  const applied = family.filters as Filters;
  const [resets, setResets] = useState(0);
  const [page, setPage] = useState(1);
  const sort = apiSort(family.sort);
  const query = finderQuery(applied, sort, page);
  const queryKey = JSON.stringify(query);
  const filtersKey = JSON.stringify(family.filters);
  const state = useFetch((signal) => getFinder(query, signal), [queryKey], {
    initial: initialResult && queryKey === GUEST_QUERY_KEY ? () => initialResult : undefined,
  });
  const errors = firstFieldErrors(state.error);
  const hasFieldErrors = Object.keys(errors).length > 0;
  useEffect(() => setPage(1), [filtersKey, sort]);

  function reset() {
    setResets((count) => count + 1);
    family.resetFilters();
  }
  const sortId = useId();

  return (
    <PageContainer title={title}>
      <Box aria-labelledby="filter-title">
        <h2 id="filter-title">{text.heading}</h2>
        <FinderFilters key={resets} applied={applied} errors={errors} onApply={family.setFilters} onReset={reset} />
      </Box>
      <FieldShell
        id={sortId}
        hintId={`${sortId}-hint`}
        errorId={`${sortId}-error`}
        label={text.sort}
        error={errors.sort}
        // Always shown: a sort from the tab's family state (e.g. by distance) arrives only after the server's page is
        // hydrated, and a hint appearing then would move the list below.
        hint={text.sortHint}
      >
        <Select
          id={sortId}
          value={sort}
          onChange={(event) => family.setSort(PROPERTY_SORTS.find((option) => option.api === event.target.value)?.option ?? null)}
          aria-invalid={errors.sort ? true : undefined}
          aria-describedby={[`${sortId}-hint`, errors.sort ? `${sortId}-error` : ''].filter(Boolean).join(' ')}
          $invalid={!!errors.sort}
        >
          {PROPERTY_SORTS.map((option) => (
            <option key={option.api} value={option.api}>
              {labelOf(option.option)}
            </option>
          ))}
        </Select>
      </FieldShell>
      {hasFieldErrors ? (
        <Muted role="alert">{messages.checkMarked}</Muted>
      ) : (
        <LoadState state={state}>
          {(data) =>
            data.meta.total === 0 ? (
              <EmptyState
                title={text.none}
                action={
                  <Button variant="secondary" onClick={reset}>
                    {text.reset}
                  </Button>
                }
              />
            ) : (
              <>
                <Muted aria-live="polite">{text.count(data.meta.total, formatGermanNumber(data.meta.total))}</Muted>
                <Cards $gap="md" aria-label={text.results}>
                  {data.rows.map((row) => (
                    <li key={row.id} className={row.image ? 'with-image' : undefined}>
                      {row.image ? <img className="thumb" src={row.image} alt="" width={640} height={420} /> : null}
                      <div>
                        <h2>
                          <Link to={`/property-detail/${row.slug}`}>{row.title}</Link>
                        </h2>
                        <p className="facts">
                          <span className="price">{formatEuroWhole(row.price)}</span>
                          <span>{text.roomsCount(formatNumber(row.rooms, row.rooms % 1 ? 1 : 0))}</span>
                          <span>{text.livingArea(row.living_area_text)}</span>
                          <span>{TYPE_LABEL[row.property_type] ?? row.property_type}</span>
                        </p>
                        <Muted>
                          {row.postal_code} {row.city}
                          {row.distance_km !== undefined && row.distance_km !== null ? text.distance(formatNumber(row.distance_km, 1)) : ''}
                          {row.energy_class ? text.energyClass(row.energy_class) : ''}
                        </Muted>
                      </div>
                    </li>
                  ))}
                </Cards>
                <ListPagination meta={data.meta} onPageChange={setPage} />
              </>
            )
          }
        </LoadState>
      )}
    </PageContainer>
  );
}
