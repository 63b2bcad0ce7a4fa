import { useEffect, useId, useRef, useState } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { bareButton } from '../ui';
import { messages } from '../messages';

const SEARCH_PATH = '/product-search';

const Toggle = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    flex: 0 0 auto;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
    svg {
      width: 24px;
      height: 24px;
    }
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      display: none;
    }
  }
`;

/** Below 768 px a row under the header (opened by the search button); inline beside the tools above. */
const SearchForm = styled.form<{ $open: boolean }>`
  order: 11;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  padding-bottom: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    order: 0;
    display: flex;
    /* a small basis, so the row never wraps; it grows into the room the row leaves */
    flex: 1 1 8rem;
    min-width: 8rem;
    max-width: 22rem;
    padding-bottom: 0;
  }
  input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-inline-end: 0;
    border-start-start-radius: ${({ theme }) => theme.radii.md};
    border-end-start-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  button {
    flex: 0 0 auto;
    width: 48px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-start-end-radius: ${({ theme }) => theme.radii.md};
    border-end-end-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
  </svg>
);

interface SearchValues {
  keyword?: string;
}

/**
 * Every move to another address starts the field again: with the keyword on the search page, empty elsewhere (a
 * keyword typed but not sent does not follow the visitor to the next page).
 */
function KeywordOfAddress() {
  const form = useForm<SearchValues>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    form.reset({ keyword: pathname === SEARCH_PATH ? (new URLSearchParams(search).get('keyword') ?? '') : '' });
  }, [form, pathname, search]);
  return null;
}

/** The product search of the header: the shop's search page with the typed keyword. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = ({ keyword }: SearchValues) => {
    const text = (keyword ?? '').trim();
    // Nothing to search for: the visitor is taken back to the field instead.
    if (!text) {
      input.current?.focus();
      return;
    }
    navigate(`${SEARCH_PATH}?keyword=${encodeURIComponent(text)}`);
  };

  return (
    <>
      <Toggle
        type="button"
        aria-label={messages.search.open}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        data-testid="search-toggle"
      >
        <SearchIcon />
      </Toggle>
      <Form<SearchValues> onSubmit={submit}>
        {({ handleSubmit }) => (
          <SearchForm id={formId} role="search" aria-label={messages.search.label} onSubmit={handleSubmit} $open={open}>
            <KeywordOfAddress />
            <Field<string> name="keyword">
              {({ input: field }) => (
                <input
                  {...field}
                  ref={input}
                  value={field.value ?? ''}
                  type="search"
                  enterKeyHint="search"
                  aria-label={messages.search.label}
                  placeholder={messages.search.placeholder}
                />
              )}
            </Field>
            <button type="submit" aria-label={messages.search.submit}>
              <SearchIcon />
            </button>
          </SearchForm>
        )}
      </Form>
    </>
  );
}
