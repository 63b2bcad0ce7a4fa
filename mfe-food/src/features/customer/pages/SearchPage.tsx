import { useMemo, useState } from 'react';
import { Field as FinalField, Form as FinalForm } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  formatCents,
  GridList,
  Input,
  PageContainer,
  Select,
  useFamilyState,
  useFetch,
  usePageTitle,
  type FamilyFilters,
} from '@marktplatz/shared';
import { Badge, Box, FormRefusal, ListPagination, LoadState, Muted, ServerRenderedForm, Toolbar } from '@marktplatz/shared/kit';
import { getGastroTags } from '../../provider';
import { searchFoodProviders } from '../api/searchFoodProviders';
import type { FoodProviderCard, FoodSearch, FoodSearchPage } from '../types';
import { messages } from '../../../messages';

// One row of controls, aligned at their bottom edge; the postal code's hint or error has its own line below the
// row, so it never pushes its field out of line. A postal code typed into the server's form before the hydration
// stays (`ServerRenderedForm`).
const Form = styled(ServerRenderedForm)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
`;

const Note = styled(Muted)`
  grid-column: 1 / -1;
  margin: 0;
`;

const Refusal = styled.div`
  grid-column: 1 / -1;
`;

const CardTitle = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.2rem;
`;

const Results = styled(GridList)`
  margin: 0;
`;

function ProviderCard({ provider }: { provider: FoodProviderCard }) {
  const food = provider.food;
  return (
    <li>
      <Box>
        <CardTitle>
          <Link to={`/food/menu/${encodeURIComponent(provider.slug)}`} aria-label={messages.search.toMenu(provider.company_name)}>
            {provider.company_name}
          </Link>
        </CardTitle>
        <Muted $small>{[...(food?.cuisine_tags ?? []), provider.city].filter(Boolean).join(' · ')}</Muted>
        {food ? (
          <>
            <Toolbar>
              <Badge $tone={food.open_now ? 'success' : 'neutral'}>{food.open_now ? messages.search.open : messages.search.closed}</Badge>
              {food.delivers_to_postal_code ? <Badge $tone="info">{messages.search.delivers}</Badge> : null}
              {food.pickup ? <Badge $outline>{messages.search.pickup}</Badge> : null}
            </Toolbar>
            {!food.open_now ? <Muted $small>{food.open_text}</Muted> : null}
            {!food.ordering_open ? <Muted $small>{messages.search.paused}</Muted> : null}
            <Muted $small>
              {messages.search.minimum(formatCents(food.minimum_order_cents))} ·{' '}
              {food.delivery_fee_cents === 0
                ? messages.search.freeDelivery
                : messages.search.deliveryFee(formatCents(food.delivery_fee_cents))}
            </Muted>
          </>
        ) : null}
      </Box>
    </li>
  );
}

/** The search form's one typed value; the other filters apply as soon as they change. */
interface PostalValues {
  postal_code?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The search of the food family's filters on its first page (a guest's first visit: none, every restaurant). */
export function foodSearchOf(filters: FamilyFilters): Required<FoodSearch> {
  return {
    postal_code: text(filters.postal_code),
    cuisine: text(filters.cuisine),
    max_minimum_order: text(filters.max_minimum_order),
    open_now: filters.open_now === true,
    pickup: filters.pickup === true,
    page: 1,
  };
}

/** The first page's data when it is already loaded (the server render's loader) and the search it is of. */
export interface FoodSearchInitialData {
  search: FoodSearch;
  results: FoodSearchPage;
  /** The cuisines of the filter (none when they could not be loaded: the browser loads them). */
  tags?: string[];
}

/**
 * `/food-provider-search`: restaurants by postal code, cuisine, minimum order, open now and pickup — the provider
 * search (`/provider_search`) with its food filters; the filters are the food family's shared state.
 */
export default function SearchPage({ loaded }: { loaded?: FoodSearchInitialData } = {}) {
  usePageTitle(messages.search.title);
  const family = useFamilyState('food');
  const { postal_code: postal, cuisine, max_minimum_order: maxMinimum, open_now: openNow, pickup } = foodSearchOf(family.filters);
  // The typed postal code counts once „Restaurants suchen“ is pressed; the form starts with the search's own, and
  // takes the tab's remembered one when it comes after a hydration (which starts from the empty filters).
  const initial = useMemo<PostalValues>(() => ({ postal_code: postal }), [postal]);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = JSON.stringify([postal, cuisine, maxMinimum, openNow, pickup]);
  // Another filter starts again on the first page.
  const page = paging.key === key ? paging.page : 1;
  const search: FoodSearch = { postal_code: postal, cuisine, max_minimum_order: maxMinimum, open_now: openNow, pickup, page };
  const tags = useFetch((signal) => getGastroTags(signal), [], { initial: () => loaded?.tags });
  // The loaded first page (the server render's) is the first render's data only when it is this search's.
  const results = useFetch((signal) => searchFoodProviders(search, signal), [postal, cuisine, maxMinimum, openNow, pickup, page], {
    initial: () => (loaded && JSON.stringify(loaded.search) === JSON.stringify(search) ? loaded.results : undefined),
  });

  const submit = (values: PostalValues) => {
    const value = (values.postal_code ?? '').trim();
    // A refused postal code is the form's submit error: it stays under the row until the next search.
    if (value !== '' && !/^\d{5}$/.test(value)) return { postal_code: messages.search.postalCodeInvalid };
    family.setFilter('postal_code', value === '' ? undefined : value);
    return undefined;
  };

  return (
    <PageContainer title={messages.search.title}>
      <FinalForm<PostalValues> onSubmit={submit} initialValues={initial}>
        {({ handleSubmit, submitErrors }) => {
          const postalError = typeof submitErrors?.postal_code === 'string' ? submitErrors.postal_code : null;
          return (
            <Form onSubmit={handleSubmit} role="search" aria-label={messages.search.title}>
              <Field>
                <label htmlFor="food-postal">{messages.search.postalCode}</label>
                <FinalField<string> name="postal_code">
                  {({ input }) => (
                    <Input
                      {...input}
                      value={input.value ?? ''}
                      id="food-postal"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={5}
                      aria-invalid={postalError ? true : undefined}
                      aria-describedby={postalError ? 'food-postal-error' : 'food-postal-hint'}
                    />
                  )}
                </FinalField>
              </Field>
              <Field>
                <label htmlFor="food-cuisine">{messages.search.cuisine}</label>
                <Select
                  id="food-cuisine"
                  value={cuisine}
                  onChange={(event) => family.setFilter('cuisine', event.target.value || undefined)}
                >
                  <option value="">{messages.search.allCuisines}</option>
                  {(tags.data ?? []).map((tag) => (
                    <option key={tag} value={tag}>
                      {tag}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <label htmlFor="food-minimum">{messages.search.maxMinimum}</label>
                <Select
                  id="food-minimum"
                  value={maxMinimum}
                  onChange={(event) => family.setFilter('max_minimum_order', event.target.value || undefined)}
                >
                  <option value="">{messages.search.anyMinimum}</option>
                  {messages.search.minimumChoices.map((amount) => (
                    <option key={amount} value={amount}>
                      {messages.search.upTo(formatCents(Number(amount) * 100))}
                    </option>
                  ))}
                </Select>
              </Field>
              <Check>
                <input
                  type="checkbox"
                  checked={openNow}
                  onChange={(event) => family.setFilter('open_now', event.target.checked || undefined)}
                />
                {messages.search.openNow}
              </Check>
              <Check>
                <input
                  type="checkbox"
                  checked={pickup}
                  onChange={(event) => family.setFilter('pickup', event.target.checked || undefined)}
                />
                {messages.search.pickup}
              </Check>
              <Button type="submit">{messages.search.submit}</Button>
              {postalError ? (
                <Refusal id="food-postal-error">
                  <FormRefusal error={postalError} />
                </Refusal>
              ) : (
                <Note id="food-postal-hint" $small>
                  {messages.search.postalCodeHint}
                </Note>
              )}
            </Form>
          );
        }}
      </FinalForm>
      <LoadState
        state={results}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyState title={messages.search.empty}>{messages.search.emptyHint}</EmptyState>}
      >
        {(data) => (
          <>
            <Muted $small role="status">
              {messages.search.count(data.meta?.total ?? data.data.length)}
            </Muted>
            <Results $min="300px" $gap="md" aria-label={messages.search.caption}>
              {data.data.map((provider) => (
                <ProviderCard key={provider.id} provider={provider} />
              ))}
            </Results>
            {data.meta ? <ListPagination meta={data.meta} onPageChange={(next) => setPaging({ key, page: next })} /> : null}
          </>
        )}
      </LoadState>
    </PageContainer>
  );
}
