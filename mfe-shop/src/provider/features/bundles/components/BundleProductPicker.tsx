import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, Input, Spinner, useFetch, formatCents } from '@marktplatz/shared';
import { Muted, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import type { BundleProduct } from '../types';
import { type ListPage } from '../../../../lib/types';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

const t = messages.bundles;

/** One choosable entry: a variant (or the product's default variant). */
export interface Choice {
  key: string;
  productId: number;
  variantId: number | null;
  label: string;
  price: number;
}

/** A chosen entry with its quantity. */
export interface Picked extends Choice {
  qty: number;
}

export function choicesOf(products: readonly BundleProduct[]): Choice[] {
  return products.flatMap((product) =>
    product.variants.length <= 1
      ? [
          {
            key: `${product.id}-${product.variants[0]?.id ?? 0}`,
            productId: product.id,
            variantId: product.variants[0]?.id ?? null,
            label: product.name,
            price: product.price,
          },
        ]
      : product.variants.map((variant) => ({
          key: `${product.id}-${variant.id}`,
          productId: product.id,
          variantId: variant.id,
          label: `${product.name} – ${variant.name}`,
          price: variant.price,
        })),
  );
}

const Box = styled.div`
  max-height: 24rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    grid-template-columns: auto 1fr 4.5rem;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    padding-block: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
  input[type='number'] {
    width: 100%;
    min-height: 36px;
  }
`;

/**
 * Choose products (variants) with quantities: a search over the provider's products, the chosen entries stay
 * on top whatever the search shows.
 */
export function BundleProductPicker({
  label,
  load,
  picked,
  onChange,
}: {
  label: string;
  load: (keyword: string, signal: AbortSignal) => Promise<ListPage<BundleProduct>>;
  picked: Record<string, Picked>;
  onChange: (next: Record<string, Picked>) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const state = useFetch((signal) => load(keyword, signal), [keyword, load]);
  const chosen = Object.values(picked);
  const shown = [...chosen, ...choicesOf(state.data?.rows ?? []).filter((choice) => !picked[choice.key])];

  const toggle = (choice: Choice, on: boolean) => {
    const next = { ...picked };
    if (on) next[choice.key] = { ...choice, qty: 1 };
    else delete next[choice.key];
    onChange(next);
  };

  return (
    <div>
      <Toolbar>
        <ToolbarField id={searchId} grow label={t.searchProducts}>
          <Input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={messages.list.searchPlaceholder}
          />
        </ToolbarField>
      </Toolbar>
      {state.loading && !state.data ? <Spinner block /> : null}
      {state.error !== undefined ? <ErrorState error={state.error} onRetry={state.reload} /> : null}
      {state.data && shown.length === 0 ? <Muted>{t.noProducts}</Muted> : null}
      {shown.length > 0 ? (
        <Box>
          <Choices aria-label={label}>
            {shown.map((choice) => {
              const entry = picked[choice.key];
              const id = `${searchId}-${choice.key}`;
              return (
                <li key={choice.key}>
                  <input type="checkbox" id={id} checked={!!entry} onChange={(event) => toggle(choice, event.target.checked)} />
                  <label htmlFor={id}>
                    {choice.label} · {formatCents(centsOfEuros(choice.price))}
                  </label>
                  <input
                    type="number"
                    min={1}
                    max={99}
                    aria-label={t.qtyOf(choice.label)}
                    value={entry?.qty ?? 1}
                    disabled={!entry}
                    onChange={(event) =>
                      entry &&
                      onChange({
                        ...picked,
                        [choice.key]: { ...entry, qty: Math.min(99, Math.max(1, Math.floor(Number(event.target.value) || 1))) },
                      })
                    }
                  />
                </li>
              );
            })}
          </Choices>
        </Box>
      ) : null}
      {state.data && state.data.total > state.data.rows.length ? (
        <Muted>{t.moreResults(state.data.rows.length, state.data.total)}</Muted>
      ) : null}
    </div>
  );
}
