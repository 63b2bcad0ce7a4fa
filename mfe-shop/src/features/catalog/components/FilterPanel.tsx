import { useId, useSyncExternalStore } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Input, Select, parseGermanNumber } from '@marktplatz/shared';
import { ServerRenderedForm } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import type { ProductQuery, SearchFilters } from '../api/searchProducts';
import { childrenOf, type Category } from '../../../entities/product';
import type { FilterName } from '../hooks/useProductQuery';

const Panel = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    summary {
      pointer-events: none;
      list-style: none;
    }
    summary::-webkit-details-marker {
      display: none;
    }
  }
  label {
    display: block;
    font-weight: 500;
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

/** The category tree as flat options, children indented under their parent. */
export function categoryOptions(tree: readonly Category[], depth = 0): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  for (const category of tree) {
    options.push({ value: category.id, label: `${'\u00a0\u00a0'.repeat(depth * 2)}${depth > 0 ? '– ' : ''}${category.name}` });
    const children = childrenOf(category);
    if (children.length) options.push(...categoryOptions(children, depth + 1));
  }
  return options;
}

function priceText(value: number | undefined): string {
  return value === undefined ? '' : String(value).replace('.', ',');
}

export interface FilterPanelProps {
  query: ProductQuery;
  categories: readonly Category[];
  /** The providers the results can be narrowed to (`filters` of the search answer). */
  facets?: Pick<SearchFilters, 'providers'>;
  onChange: (changes: Partial<Record<FilterName, string | number | undefined>>) => void;
  onReset: () => void;
}

interface PriceValues {
  min?: string;
  max?: string;
}

const WIDE = '(min-width: 1024px)';

function subscribeWide(listener: () => void): () => void {
  const media = window.matchMedia?.(WIDE);
  if (!media) return () => undefined;
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

const isWide = () => window.matchMedia?.(WIDE).matches === true;

/**
 * Category (tree), price range and provider filters; collapsible on a phone. The price range is a form (it applies
 * when sent); the category and the provider apply as soon as they are chosen and show the address's query as it is,
 * so they have no form state of their own.
 */
export function FilterPanel({ query, categories, facets, onChange, onReset }: FilterPanelProps) {
  const id = useId();
  // The server renders a phone's closed panel; hydration starts from it and then opens it on a wide screen.
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);

  const applyPrice = ({ min, max }: PriceValues) => {
    const low = !min || min.trim() === '' ? undefined : parseGermanNumber(min);
    const high = !max || max.trim() === '' ? undefined : parseGermanNumber(max);
    if ((low !== undefined && (!Number.isFinite(low) || low < 0)) || (high !== undefined && (!Number.isFinite(high) || high < 0))) {
      return { [FORM_ERROR]: messages.catalog.priceInvalid };
    }
    if (low !== undefined && high !== undefined && low > high) return { [FORM_ERROR]: messages.catalog.priceOrder };
    onChange({ min_price: low, max_price: high });
    return undefined;
  };

  const providers = facets?.providers ?? [];
  return (
    <Panel open={wide || undefined} aria-label={messages.catalog.filters}>
      <summary>{messages.catalog.filters}</summary>
      <label htmlFor={`${id}-category`}>{messages.catalog.category}</label>
      <Select
        id={`${id}-category`}
        value={query.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
        data-testid="filter-category"
      >
        <option value="">{messages.catalog.allCategories}</option>
        {categoryOptions(categories).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>

      {/* The price range applies with „Preis anwenden“ (or Enter); a new range in the address starts it again. */}
      <Form<PriceValues> onSubmit={applyPrice} initialValues={{ min: priceText(query.min_price), max: priceText(query.max_price) }}>
        {({ handleSubmit, submitError }) => {
          const priceError = typeof submitError === 'string' ? submitError : null;
          // A price typed into the server's page before the hydration stays (`ServerRenderedForm`).
          return (
            <ServerRenderedForm onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={messages.catalog.priceRange}>
              <label htmlFor={`${id}-min`}>{messages.catalog.priceRange}</label>
              <PriceRow>
                <Field<string> name="min">
                  {({ input }) => (
                    <Input
                      {...input}
                      value={input.value ?? ''}
                      id={`${id}-min`}
                      inputMode="decimal"
                      placeholder={messages.catalog.priceFrom}
                      aria-label={messages.catalog.priceFromLabel}
                      aria-invalid={priceError ? true : undefined}
                      data-testid="filter-price-min"
                    />
                  )}
                </Field>
                <Field<string> name="max">
                  {({ input }) => (
                    <Input
                      {...input}
                      value={input.value ?? ''}
                      inputMode="decimal"
                      placeholder={messages.catalog.priceTo}
                      aria-label={messages.catalog.priceToLabel}
                      aria-invalid={priceError ? true : undefined}
                      data-testid="filter-price-max"
                    />
                  )}
                </Field>
              </PriceRow>
              {priceError ? <ErrorText role="alert">{priceError}</ErrorText> : null}
              <ButtonRow>
                <Button type="submit" variant="secondary" size="sm">
                  {messages.catalog.applyPrice}
                </Button>
              </ButtonRow>
            </ServerRenderedForm>
          );
        }}
      </Form>

      {providers.length > 0 || query.provider_id ? (
        <>
          <label htmlFor={`${id}-provider`}>{messages.catalog.provider}</label>
          <Select
            id={`${id}-provider`}
            value={query.provider_id ?? ''}
            onChange={(event) => onChange({ provider_id: event.target.value })}
            data-testid="filter-provider"
          >
            <option value="">{messages.catalog.allProviders}</option>
            {providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.count !== undefined ? `${provider.name} (${provider.count})` : provider.name}
              </option>
            ))}
          </Select>
        </>
      ) : null}
      {/* Only a set filter can be reset (the keyword stays: it belongs to the search field). */}
      {[query.category, query.min_price, query.max_price, query.provider_id].some((value) => value !== undefined) ? (
        <ButtonRow>
          <Button type="button" variant="link" onClick={onReset}>
            {messages.catalog.resetFilters}
          </Button>
        </ButtonRow>
      ) : null}
    </Panel>
  );
}
