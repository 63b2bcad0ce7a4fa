import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Input } from '@marktplatz/shared';
import { ServerRenderedForm } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { paths } from '../../../lib/paths';
import { productSuggestions, type ProductSuggestion } from '../api/productSuggestions';

/** Wait after the last key stroke before asking for suggestions (ms). */
export const SUGGEST_DELAY_MS = 250;
const MIN_CHARS = 2;

// What was typed into the server's search box before the hydration stays (`ServerRenderedForm`).
const SearchForm = styled(ServerRenderedForm)`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  > div {
    position: relative;
    flex: 1;
    min-width: 0;
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: calc(100% + 4px);
  inset-inline: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  max-height: 18rem;
  overflow: auto;
  li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

interface SearchValues {
  keyword?: string;
}

/** Keyword search with product suggestions while typing (`/productsListBySearch`); a suggestion opens the product. */
export function SearchBox({ initial = '', onSearch }: { initial?: string; onSearch: (keyword: string) => void }) {
  // A new `initial` (the keyword of the address) starts the form again with it.
  return (
    <Form<SearchValues> onSubmit={({ keyword }) => onSearch((keyword ?? '').trim())} initialValues={{ keyword: initial }}>
      {() => <SearchCombobox />}
    </Form>
  );
}

/**
 * The keyword field as a combobox over the suggestions. Enter (or „Suchen“) on a suggestion chosen with the arrow
 * keys opens that product; otherwise it sends the form, which searches for the words typed.
 */
function SearchCombobox() {
  const form = useForm<SearchValues>();
  const { input } = useField<string>('keyword');
  const text = input.value ?? '';
  const [suggestions, setSuggestions] = useState<ProductSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const listId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const keyword = text.trim();
    if (!typed.current || keyword.length < MIN_CHARS) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      productSuggestions(keyword, controller.signal).then(
        (found) => {
          setSuggestions(found.slice(0, 8));
          setActive(-1);
          setOpen(true);
        },
        () => setSuggestions([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (suggestion: ProductSuggestion) => {
    setOpen(false);
    navigate(paths.product(suggestion.slug || String(suggestion.id)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    setOpen(false);
    void form.submit();
  };

  const expanded = open && suggestions.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the browser would otherwise also clear the search field.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <SearchForm role="search" aria-label={messages.catalog.searchLabel} onSubmit={submit}>
      <div>
        <Input
          {...input}
          type="search"
          value={text}
          onChange={(event) => {
            typed.current = true;
            input.onChange(event);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            input.onBlur();
            window.setTimeout(() => setOpen(false), 150);
          }}
          placeholder={messages.catalog.searchPlaceholder}
          aria-label={messages.catalog.searchLabel}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          data-testid="product-search-input"
        />
        {expanded ? (
          <List id={listId} role="listbox" aria-label={messages.catalog.suggestions}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                {suggestion.name}
              </li>
            ))}
          </List>
        ) : null}
      </div>
      <Button type="submit">{messages.catalog.search}</Button>
    </SearchForm>
  );
}
