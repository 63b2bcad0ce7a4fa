import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  PageContainer,
  Pagination,
  formatEuroWhole,
  formatNumber,
  useFamilyState,
  useFetch,
  firstFieldErrors,
  usePageTitle,
  formatGermanNumber,
} from '@marktplatz/shared';
import { Actions, Box, FormGrid, LoadState, Muted } from '@marktplatz/shared/kit';
import { getFinder } from '../api/getFinder';
import type { FinderQuery } from '../types';
import { SelectInput, TextInput } from '../../../lib/fields';
import { apiSort, labelOf, PROPERTY_SORTS } from '../lib/sorts';

const TYPES = [
  { value: 'wohnung', label: 'Wohnung' },
  { value: 'haus', label: 'Haus' },
  { value: 'grundstueck', label: 'Grundstück' },
  { value: 'gewerbe', label: 'Gewerbe' },
];
export const TYPE_LABEL: Record<string, string> = Object.fromEntries(TYPES.map((type) => [type.value, type.label]));
const FILTERS = ['type', 'rooms_min', 'area_min', 'area_max', 'price_max', 'postal_code', 'radius'] as const;
type Filter = (typeof FILTERS)[number];

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
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

/** German number text of the form → the API's plain number (1.250,5 → 1250.5). */
const plain = (value: string) => value.trim().replace(/\./g, '').replace(',', '.');

/** `/properties` (`/finder` leads here): the property finder with filters and the spec's sorts, 5 per page. */
export default function FinderPage({ title }: { title: string }) {
  usePageTitle(title);
  const family = useFamilyState('property');
  const applied = family.filters as Partial<Record<Filter, string>>;
  const [draft, setDraft] = useState<Record<Filter, string>>(
    () => Object.fromEntries(FILTERS.map((name) => [name, String(applied[name] ?? '')])) as Record<Filter, string>,
  );
  const [page, setPage] = useState(1);
  const sort = apiSort(family.sort);
  const query: FinderQuery = {
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
  const queryKey = JSON.stringify(query);
  const filtersKey = JSON.stringify(family.filters);
  const state = useFetch((signal) => getFinder(query, signal), [queryKey]);
  const errors = firstFieldErrors(state.error);
  const hasFieldErrors = Object.keys(errors).length > 0;
  useEffect(() => setPage(1), [filtersKey, sort]);

  function apply(event: FormEvent) {
    event.preventDefault();
    family.setFilters(Object.fromEntries(FILTERS.filter((name) => draft[name].trim() !== '').map((name) => [name, draft[name].trim()])));
  }
  function reset() {
    setDraft(Object.fromEntries(FILTERS.map((name) => [name, ''])) as Record<Filter, string>);
    family.resetFilters();
  }
  const set = (name: Filter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  return (
    <PageContainer title={title}>
      <Box aria-labelledby="filter-title">
        <h2 id="filter-title">Suche eingrenzen</h2>
        <form onSubmit={apply} noValidate>
          <FormGrid>
            <SelectInput
              label="Objektart"
              value={draft.type}
              onChange={set('type')}
              error={errors.type}
              options={TYPES}
              placeholder="Alle"
            />
            <TextInput label="Zimmer ab" value={draft.rooms_min} onChange={set('rooms_min')} error={errors.rooms_min} inputMode="decimal" />
            <TextInput
              label="Wohnfläche ab (m²)"
              value={draft.area_min}
              onChange={set('area_min')}
              error={errors.area_min}
              inputMode="decimal"
            />
            <TextInput
              label="Wohnfläche bis (m²)"
              value={draft.area_max}
              onChange={set('area_max')}
              error={errors.area_max}
              inputMode="decimal"
            />
            <TextInput
              label="Kaufpreis bis (EUR)"
              value={draft.price_max}
              onChange={set('price_max')}
              error={errors.price_max}
              inputMode="decimal"
              placeholder="z. B. 450.000"
            />
            <TextInput
              label="Postleitzahl"
              value={draft.postal_code}
              onChange={set('postal_code')}
              error={errors.postal_code}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
            <TextInput
              label="Umkreis (km)"
              value={draft.radius}
              onChange={set('radius')}
              error={errors.radius}
              inputMode="numeric"
              hint="Mit vollständiger Postleitzahl"
            />
          </FormGrid>
          <Actions>
            <Button type="submit">Suchen</Button>
            <Button variant="secondary" onClick={reset}>
              Filter zurücksetzen
            </Button>
          </Actions>
        </form>
      </Box>
      <SelectInput
        label="Sortieren nach"
        value={sort}
        onChange={(value) => family.setSort(PROPERTY_SORTS.find((option) => option.api === value)?.option ?? null)}
        error={errors.sort}
        options={PROPERTY_SORTS.map((option) => ({ value: option.api, label: labelOf(option.option) }))}
        hint={sort.startsWith('distance') ? 'Entfernung von der eingegebenen Postleitzahl' : undefined}
      />
      {hasFieldErrors ? (
        <Muted role="alert">Bitte prüfen Sie die markierten Angaben.</Muted>
      ) : (
        <LoadState state={state}>
          {(data) =>
            data.meta.total === 0 ? (
              <EmptyState
                title="Keine Immobilie passt zu Ihrer Suche."
                action={
                  <Button variant="secondary" onClick={reset}>
                    Filter zurücksetzen
                  </Button>
                }
              />
            ) : (
              <>
                <Muted aria-live="polite">
                  {data.meta.total === 1 ? '1 Immobilie' : `${formatGermanNumber(data.meta.total)} Immobilien`}
                </Muted>
                <Cards aria-label="Suchergebnisse">
                  {data.rows.map((row) => (
                    <li key={row.id} className={row.image ? 'with-image' : undefined}>
                      {row.image ? <img className="thumb" src={row.image} alt="" width={640} height={420} /> : null}
                      <div>
                        <h2>
                          <Link to={`/property-detail/${row.slug}`}>{row.title}</Link>
                        </h2>
                        <p className="facts">
                          <span className="price">{formatEuroWhole(row.price)}</span>
                          <span>{`${formatNumber(row.rooms, row.rooms % 1 ? 1 : 0)} Zimmer`}</span>
                          <span>{row.living_area_text} Wohnfläche</span>
                          <span>{TYPE_LABEL[row.property_type] ?? row.property_type}</span>
                        </p>
                        <Muted>
                          {row.postal_code} {row.city}
                          {row.distance_km !== undefined && row.distance_km !== null
                            ? ` · ${formatNumber(row.distance_km, 1)} km entfernt`
                            : ''}
                          {row.energy_class ? ` · Energieeffizienzklasse ${row.energy_class}` : ''}
                        </Muted>
                      </div>
                    </li>
                  ))}
                </Cards>
                {data.meta.last_page > 1 ? (
                  <Pagination page={data.meta.current_page} totalPages={data.meta.last_page} onPageChange={setPage} />
                ) : null}
              </>
            )
          }
        </LoadState>
      )}
    </PageContainer>
  );
}
