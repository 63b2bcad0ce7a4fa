import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Input, PageContainer, Select, useFamilyState, useFetch, usePageTitle } from '@marktplatz/shared';
import { Badge, Box, LoadState, Muted, Toolbar } from '@marktplatz/shared/kit';
import { getGastroTags, searchFoodProviders, type FoodProviderCard } from '../../lib/api';
import { euro } from '../../components/format';
import { messages } from '../../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
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

const Results = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

function ProviderCard({ provider }: { provider: FoodProviderCard }) {
  return (
    <li>
      <Box>
        <h2 style={{ margin: '0 0 0.25rem', fontSize: '1.2rem' }}>
          <Link to={`/food/menu/${encodeURIComponent(provider.slug)}`} aria-label={messages.search.toMenu(provider.name)}>
            {provider.name}
          </Link>
        </h2>
        <Muted $small>
          {provider.cuisine_tags.join(' · ')} · {provider.city}
        </Muted>
        <Toolbar>
          <Badge $tone={provider.open_now ? 'success' : 'neutral'}>
            {provider.open_now ? messages.search.open : messages.search.closed}
          </Badge>
          {provider.delivers_to_postal_code ? <Badge $tone="info">{messages.search.delivers}</Badge> : null}
          {provider.pickup ? <Badge $outline>{messages.search.pickup}</Badge> : null}
        </Toolbar>
        {!provider.ordering_open ? <Muted $small>{messages.search.paused}</Muted> : null}
        <Muted $small>
          {messages.search.minimum(euro(provider.minimum_order_cents))} ·{' '}
          {provider.delivery_fee_cents === 0
            ? messages.search.freeDelivery
            : messages.search.deliveryFee(euro(provider.delivery_fee_cents))}
        </Muted>
      </Box>
    </li>
  );
}

/** `/food-provider-search`: restaurants by postal code, cuisine, open now and pickup (the food family's filter state). */
export default function SearchPage() {
  usePageTitle(messages.search.title);
  const family = useFamilyState('food');
  const filters = family.filters;
  const postal = typeof filters.postal_code === 'string' ? filters.postal_code : '';
  const cuisine = typeof filters.cuisine === 'string' ? filters.cuisine : '';
  const openNow = filters.open_now === true;
  const pickup = filters.pickup === true;
  const [draft, setDraft] = useState(postal);
  const [postalError, setPostalError] = useState<string | null>(null);
  const tags = useFetch((signal) => getGastroTags(signal), []);
  const results = useFetch(
    (signal) => searchFoodProviders({ postal_code: postal, cuisine, open_now: openNow, pickup }, signal),
    [postal, cuisine, openNow, pickup],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value !== '' && !/^\d{5}$/.test(value)) {
      setPostalError(messages.search.postalCodeInvalid);
      return;
    }
    setPostalError(null);
    family.setFilter('postal_code', value === '' ? undefined : value);
  };

  return (
    <PageContainer title={messages.search.title}>
      <Form onSubmit={submit} role="search" aria-label={messages.search.title}>
        <Field>
          <label htmlFor="food-postal">{messages.search.postalCode}</label>
          <Input
            id="food-postal"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft}
            aria-invalid={postalError ? true : undefined}
            aria-describedby={postalError ? 'food-postal-error' : 'food-postal-hint'}
            onChange={(event) => setDraft(event.target.value)}
          />
          {postalError ? (
            <span id="food-postal-error" role="alert" style={{ color: '#b42318' }}>
              {postalError}
            </span>
          ) : (
            <Muted id="food-postal-hint" $small>
              {messages.search.postalCodeHint}
            </Muted>
          )}
        </Field>
        <Field>
          <label htmlFor="food-cuisine">{messages.search.cuisine}</label>
          <Select id="food-cuisine" value={cuisine} onChange={(event) => family.setFilter('cuisine', event.target.value || undefined)}>
            <option value="">{messages.search.allCuisines}</option>
            {(tags.data ?? []).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </Select>
        </Field>
        <Check>
          <input type="checkbox" checked={openNow} onChange={(event) => family.setFilter('open_now', event.target.checked || undefined)} />
          {messages.search.openNow}
        </Check>
        <Check>
          <input type="checkbox" checked={pickup} onChange={(event) => family.setFilter('pickup', event.target.checked || undefined)} />
          {messages.search.pickup}
        </Check>
        <Button type="submit">{messages.search.submit}</Button>
      </Form>
      <LoadState
        state={results}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={messages.search.empty}>{messages.search.emptyHint}</EmptyState>}
      >
        {(rows) => (
          <>
            <Muted $small role="status">
              {messages.search.count(rows.length)}
            </Muted>
            <Results aria-label={messages.search.caption}>
              {rows.map((provider) => (
                <ProviderCard key={provider.id} provider={provider} />
              ))}
            </Results>
          </>
        )}
      </LoadState>
    </PageContainer>
  );
}
