import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Input } from '@marktplatz/shared';
import { Muted, Toolbar, ToolbarField } from '@marktplatz/shared/kit';

const SearchRow = styled.div<{ $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space.xs};
  align-items: ${({ $wrap }) => ($wrap ? 'stretch' : 'center')};
  input {
    min-width: 0;
    flex: ${({ $wrap }) => ($wrap ? '0 1 auto' : '1 1 16rem')};
  }
  button {
    flex: none;
    white-space: nowrap;
  }
`;

export interface SearchFormProps {
  /** Ids: `<idPrefix>-search`, `<idPrefix>-search-hint`. */
  idPrefix: string;
  /** The search as it applies now (from the address or the screen's state). */
  value: string;
  onSearch: (q: string) => void;
  /** The form's name (`aria-label`). */
  filtersLabel: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** Let the button wrap below the field on narrow screens. */
  wrap?: boolean;
  /** Further filters beside the search (they apply at once). */
  children?: ReactNode;
}

/** A list's search box (react-final-form) with its button and hint, and the list's other filters in one toolbar. */
export function SearchForm({ idPrefix, value, onSearch, filtersLabel, label, hint, submitLabel, wrap = false, children }: SearchFormProps) {
  const id = `${idPrefix}-search`;
  return (
    <Form<{ q?: string }>
      onSubmit={({ q }) => onSearch((q ?? '').trim())}
      initialValues={{ q: value }}
      render={({ handleSubmit }) => (
        <form aria-label={filtersLabel} onSubmit={handleSubmit} role="search">
          <Toolbar>
            <ToolbarField id={id} label={label}>
              <SearchRow $wrap={wrap}>
                <Field<string> name="q">
                  {({ input }) => <Input {...input} value={input.value ?? ''} id={id} type="search" aria-describedby={`${id}-hint`} />}
                </Field>
                <Button type="submit" variant="secondary">
                  {submitLabel}
                </Button>
              </SearchRow>
              <Muted $small id={`${id}-hint`}>
                {hint}
              </Muted>
            </ToolbarField>
            {children}
          </Toolbar>
        </form>
      )}
    />
  );
}
