import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Pagination,
  Select,
  Spinner,
  StackList,
  useFamilyState,
  useFetch,
  usePageTitle,
  type FamilyFilters,
  type SortOption,
} from '@marktplatz/shared';
import { Alert, LoadState, Muted, SkeletonBlock } from '@marktplatz/shared/kit';
import { getMapSettings, type MapSettings } from '../api/getMapSettings';
import { searchProviders, type ProviderSearch, type ProviderSearchResult, type ProviderSortKey } from '../api/searchProviders';
import { ProviderCardView } from '../components/ProviderCardView';
import { ResultAnnouncement } from '../components/ResultAnnouncement';
import { ResultViewTabs, useWideScreen, VIEW_IDS, WIDE_FROM, type ResultView } from '../components/ResultViews';
import { SearchForm, type SearchValues } from '../components/SearchForm';
import { Boundary } from '../../../lib/Boundary';
import { messages } from '../../../messages';

// Leaflet and its styles load only when the map is shown, after the list.
const ProviderMap = lazy(() => import('../components/ProviderMap'));

const SORTS: readonly { key: ProviderSortKey; family: SortOption }[] = [
  { key: 'rating', family: { key: 'rating' } },
  { key: 'latest', family: { key: 'recency' } },
  { key: 'distance_asc', family: { key: 'distanceNearest' } },
  { key: 'distance_desc', family: { key: 'distanceFarthest' } },
];

function sortKeyOf(sort: SortOption | null): ProviderSortKey {
  return SORTS.find((entry) => entry.family.key === sort?.key)?.key ?? 'rating';
}

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  label {
    margin-right: ${({ theme }) => theme.space.xs};
  }
  select {
    width: auto;
  }
`;

/** The result count keeps its line while the results load: its text arriving moves nothing (on a phone it has a row
 of its own either way). */
const ResultCount = styled.p`
  flex: 1 1 16rem;
  min-height: calc(1em * ${({ theme }) => theme.typography.lineHeight});
  margin: 0;
`;

/** The „Jetzt geöffnet“ filter: applies at once, like the sort beside it. */
const OpenNow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

/** „Karte ausblenden | anzeigen“: beside the list only (the server's markup has it for both widths, hidden on a phone). */
const MapToggle = styled(Button)`
  @media (max-width: calc(${WIDE_FROM} - 1px)) {
    display: none;
  }
`;

const Results = styled.div<{ $withMap: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 1024px) {
    grid-template-columns: ${({ $withMap }) => ($withMap ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr')};
    align-items: start;
  }
  .map {
    @media (min-width: 1024px) {
      position: sticky;
      top: ${({ theme }) => theme.space.md};
    }
  }
  /* on a phone the map is the whole view: a little taller than beside the list */
  @media (max-width: 1023px) {
    .map .leaflet-container {
      height: min(65vh, 480px);
    }
  }
`;

/** The first page's data when it is already loaded (the server render's loader) and the search it is of. */
export interface ProviderSearchInitialData {
  search: ProviderSearch;
  result: ProviderSearchResult;
}

/**
 * The search the page shows for the provider family's remembered filters and sort (a guest's first visit: none, so
 * every provider by rating) on `page`; a distance order without a postal code falls back to the rating.
 */
export function searchOfFamily({ filters, sort: familySort }: { filters: FamilyFilters; sort: SortOption | null }) {
  const values: SearchValues = {
    keyword: typeof filters.keyword === 'string' ? filters.keyword : '',
    postalCode: typeof filters.postal_code === 'string' ? filters.postal_code : '',
    radius: typeof filters.radius === 'number' ? filters.radius : 25,
    industries: Array.isArray(filters.industries) ? filters.industries.map(Number).filter(Number.isFinite) : [],
  };
  const openNow = filters.open_now === true;
  const requestedSort = sortKeyOf(familySort);
  const sort: ProviderSortKey = requestedSort.startsWith('distance') && !values.postalCode ? 'rating' : requestedSort;
  return { values, openNow, requestedSort, sort };
}

/** The guest's first search (no remembered filters, first page): what the server renders. */
export function guestSearch(): ProviderSearch {
  const { values, openNow, sort } = searchOfFamily({ filters: {}, sort: null });
  return { ...values, openNow, sort, page: 1 };
}

/**
 * `/provider-search`: providers by keyword, industries and postal code with radius; on a wide screen the list with
 * the map beside it (the map can be hidden), on a phone „Liste | Karte“ shows one of them.
 */
export default function ProviderSearchPage({ initial }: { initial?: ProviderSearchInitialData } = {}) {
  usePageTitle(messages.search.title);
  const family = useFamilyState('provider');
  const [page, setPage] = useState(1);
  const { values, openNow, requestedSort, sort } = searchOfFamily(family);
  // null while the server's markup hydrates: both widths' parts are in it, CSS shows the fitting ones.
  const wide = useWideScreen();
  const [showMap, setShowMap] = useState(true);
  const [view, setView] = useState<ResultView>('list');
  const mapShown = wide ? showMap : view === 'map';
  const [mapSettings, setMapSettings] = useState<MapSettings | null>(null);
  const search: ProviderSearch = { ...values, openNow, sort, page };
  const key = JSON.stringify(search);
  // The loaded first page (the server render's) is the first render's data only when it is this search's.
  const result = useFetch((signal) => searchProviders(search, signal), [key], {
    initial: () => (initial && JSON.stringify(initial.search) === key ? initial.result : undefined),
  });

  useEffect(() => {
    if (!mapShown || mapSettings) return;
    const controller = new AbortController();
    void getMapSettings(controller.signal).then(setMapSettings);
    return () => controller.abort();
  }, [mapShown, mapSettings]);

  const onSearch = (next: SearchValues) => {
    setPage(1);
    family.setFilters({
      keyword: next.keyword,
      postal_code: next.postalCode,
      radius: next.radius,
      industries: next.industries,
      ...(openNow ? { open_now: true } : {}),
    });
  };
  const onOpenNow = (checked: boolean) => {
    setPage(1);
    family.setFilter('open_now', checked || undefined);
  };
  const onSort = (key: ProviderSortKey) => {
    setPage(1);
    family.setSort(SORTS.find((entry) => entry.key === key)?.family ?? null);
  };

  const total = result.data?.meta?.total ?? result.data?.cards.length ?? 0;
  const lastPage = result.data?.meta?.last_page ?? 1;
  const cards = result.data?.cards ?? [];
  // The count of the result on screen: none while the next search loads (the previous total would not match its words).
  const countText =
    result.data && !result.loading
      ? values.postalCode
        ? messages.search.resultsNear(total, values.postalCode, values.radius, openNow)
        : messages.search.results(total, openNow)
      : '';

  return (
    <Page>
      <h1>{messages.search.title}</h1>
      <Muted>{messages.search.intro}</Muted>
      <SearchForm key={JSON.stringify(values)} initial={values} onSearch={onSearch} />
      <Bar>
        <ResultCount data-testid="result-count">{countText}</ResultCount>
        <ResultAnnouncement text={countText} resultKey={result.data} />
        <OpenNow>
          <input type="checkbox" checked={openNow} onChange={(event) => onOpenNow(event.target.checked)} />
          {messages.search.openNow}
        </OpenNow>
        <div>
          <label htmlFor="provider-sort">{messages.search.sort}</label>
          <Select id="provider-sort" value={sort} onChange={(event) => onSort(event.target.value as ProviderSortKey)}>
            {SORTS.map((entry) => (
              <option key={entry.key} value={entry.key} disabled={entry.key.startsWith('distance') && !values.postalCode}>
                {messages.search.sorts[entry.key]}
              </option>
            ))}
          </Select>
        </div>
        {wide !== false ? (
          <MapToggle
            type="button"
            variant="secondary"
            aria-expanded={showMap}
            aria-controls={VIEW_IDS.map.panel}
            onClick={() => setShowMap(!showMap)}
          >
            {showMap ? messages.search.hideMap : messages.search.showMap}
          </MapToggle>
        ) : null}
      </Bar>
      {requestedSort !== sort ? (
        <Alert role="note" $tone="info">
          {messages.search.sortNeedsPostalCode}
        </Alert>
      ) : null}
      {wide !== true && cards.length > 0 ? <ResultViewTabs view={view} onChange={setView} /> : null}
      {/* The map's column is there from the first markup on a wide screen: the map arriving leaves the list as it is. */}
      <Results $withMap={wide !== false && showMap && cards.length > 0}>
        <section
          id={VIEW_IDS.list.panel}
          {...(wide !== true && cards.length > 0
            ? { role: 'tabpanel', 'aria-labelledby': VIEW_IDS.list.tab, hidden: view !== 'list' }
            : { 'aria-label': messages.search.listLabel })}
        >
          <LoadState
            state={result}
            skeleton={<SkeletonBlock $height="24rem" />}
            isEmpty={(data) => data.cards.length === 0}
            empty={
              openNow ? (
                <EmptyState title={messages.search.emptyOpenNowTitle}>{messages.search.emptyOpenNowText}</EmptyState>
              ) : (
                <EmptyState title={messages.search.emptyTitle}>{messages.search.emptyText}</EmptyState>
              )
            }
          >
            {(data) => (
              <>
                <StackList>
                  {data.cards.map((card) => (
                    <ProviderCardView key={card.id} card={card} />
                  ))}
                </StackList>
                {lastPage > 1 ? <Pagination page={page} totalPages={lastPage} onPageChange={setPage} /> : null}
              </>
            )}
          </LoadState>
        </section>
        {mapShown && cards.length > 0 ? (
          <div className="map" id={VIEW_IDS.map.panel} {...(!wide ? { role: 'tabpanel', 'aria-labelledby': VIEW_IDS.map.tab } : {})}>
            {mapSettings ? (
              <Boundary fallback={<Muted>{messages.search.mapFailed}</Muted>}>
                <Suspense fallback={<Spinner block label={messages.search.mapLoading} />}>
                  <ProviderMap cards={cards} settings={mapSettings} />
                </Suspense>
              </Boundary>
            ) : (
              <Spinner block label={messages.search.mapLoading} />
            )}
          </div>
        ) : (
          // The map's place stays in the page while it is hidden or the result is still loading: the tab and the
          // „Karte anzeigen“ button point at it (`aria-controls`).
          <div
            id={VIEW_IDS.map.panel}
            hidden
            {...(wide !== true && cards.length > 0 ? { role: 'tabpanel', 'aria-labelledby': VIEW_IDS.map.tab } : {})}
          />
        )}
      </Results>
    </Page>
  );
}
