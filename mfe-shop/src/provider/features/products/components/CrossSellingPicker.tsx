import { useEffect, useId, useState } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Button, Input, useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { listProducts } from '../api/listProducts';
import type { CrossSellingProduct } from '../../../entities/product';
import { messages } from '../../../../messages/provider';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 500;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Hand-picked cross-selling products among the provider's own: search, add, remove (form value `crossselling_product`). */
export function CrossSellingPicker({ ownId }: { ownId?: number }) {
  const searchId = useId();
  const { input } = useField<CrossSellingProduct[]>('crossselling_product');
  const chosen = Array.isArray(input.value) ? input.value : [];
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const hits = useFetch(
    (signal) =>
      keyword.length >= 2 ? listProducts({ keyword, pageSize: 8, page: 1 }, signal).then((page) => page.rows) : Promise.resolve([]),
    [keyword],
  );
  const candidates = (hits.data ?? []).filter((hit) => hit.id !== ownId && !chosen.some((item) => item.product_id === hit.id));

  return (
    <div>
      <h3>{messages.editor.crossChosen}</h3>
      {chosen.length === 0 ? <Muted>{messages.editor.crossNone}</Muted> : null}
      <List aria-label={messages.editor.crossChosen}>
        {chosen.map((item) => (
          <li key={item.product_id}>
            <span>{item.product_name}</span>
            <Button
              variant="link"

              aria-label={messages.editor.crossRemove(item.product_name)}
              onClick={() => input.onChange(chosen.filter((other) => other.product_id !== item.product_id))}
            >
              {messages.list.delete}
            </Button>
          </li>
        ))}
      </List>
      <Label htmlFor={searchId}>
        {messages.editor.crossSearch}
        <Input
          id={searchId}
          type="search"
          value={typed}
          placeholder={messages.editor.crossSearchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Label>
      {candidates.length > 0 ? (
        <List aria-live="polite">
          {candidates.slice(0, 8).map((hit) => (
            <li key={hit.id}>
              <span>{hit.name}</span>
              <Button
                variant="secondary"

                aria-label={messages.editor.crossAdd(hit.name)}
                onClick={() => input.onChange([...chosen, { product_id: hit.id, product_name: hit.name }])}
              >
                {messages.tags.addButton}
              </Button>
            </li>
          ))}
        </List>
      ) : null}
    </div>
  );
}
