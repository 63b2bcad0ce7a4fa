import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldShell, Input, Select, VisuallyHidden } from '@marktplatz/shared';
import { Fieldset, Muted } from '@marktplatz/shared/kit';
import { listIndustries, type Industry } from '../api/listIndustries';
import { messages } from '../../../messages';

export interface SearchValues {
  keyword: string;
  postalCode: string;
  radius: number;
  industries: number[];
}

export const RADII = [5, 10, 25, 50, 100] as const;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr 1fr auto;
    align-items: start;
  }
  .submit {
    align-self: end;
    padding-bottom: 2px;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  max-height: 12rem;
  overflow-y: auto;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
  }
`;

const Disclosure = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  summary {
    cursor: pointer;
    min-height: 32px;
    font-weight: 500;
  }
`;

/** Keyword, postal code with radius and industries of the provider search; checks the postal code before sending. */
export function SearchForm({ initial, onSearch }: { initial: SearchValues; onSearch: (values: SearchValues) => void }) {
  const [values, setValues] = useState<SearchValues>(initial);
  const [postalError, setPostalError] = useState<string | undefined>();
  const [industries, setIndustries] = useState<Industry[] | null | 'failed'>(null);

  useEffect(() => {
    let active = true;
    listIndustries().then(
      (list) => active && setIndustries(list),
      () => active && setIndustries('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const postalCode = values.postalCode.trim();
    if (postalCode && !/^\d{5}$/.test(postalCode)) {
      setPostalError(messages.search.postalCodeInvalid);
      return;
    }
    setPostalError(undefined);
    onSearch({ ...values, postalCode });
  };

  const toggle = (id: number) =>
    setValues((current) => ({
      ...current,
      industries: current.industries.includes(id) ? current.industries.filter((one) => one !== id) : [...current.industries, id],
    }));

  return (
    <form role="search" aria-label={messages.search.formLabel} onSubmit={submit} noValidate>
      <Grid>
        <FieldShell id="search-keyword" label={messages.search.keyword} hintId="search-keyword-hint" errorId="search-keyword-error">
          <Input
            id="search-keyword"
            type="search"
            value={values.keyword}
            placeholder={messages.search.keywordPlaceholder}
            onChange={(event) => setValues({ ...values, keyword: event.target.value })}
          />
        </FieldShell>
        <FieldShell
          id="search-postal-code"
          label={messages.search.postalCode}
          hint={messages.search.postalCodeHint}
          error={postalError}
          hintId="search-postal-code-hint"
          errorId="search-postal-code-error"
        >
          <Input
            id="search-postal-code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.postalCode}
            $invalid={Boolean(postalError)}
            aria-invalid={postalError ? true : undefined}
            aria-describedby={postalError ? 'search-postal-code-hint search-postal-code-error' : 'search-postal-code-hint'}
            onChange={(event) => setValues({ ...values, postalCode: event.target.value })}
          />
        </FieldShell>
        <FieldShell id="search-radius" label={messages.search.radius} hintId="search-radius-hint" errorId="search-radius-error">
          <Select
            id="search-radius"
            value={values.radius}
            onChange={(event) => setValues({ ...values, radius: Number(event.target.value) })}
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {messages.search.radiusOption(km)}
              </option>
            ))}
          </Select>
        </FieldShell>
        <div className="submit">
          <Button type="submit">{messages.search.submit}</Button>
        </div>
      </Grid>
      <Disclosure open={values.industries.length > 0}>
        <summary>
          {messages.search.industries}
          {values.industries.length > 0 ? ` (${values.industries.length})` : ''}
        </summary>
        {industries === null ? <Muted $small>{messages.search.industriesLoading}</Muted> : null}
        {industries === 'failed' ? <Muted $small>{messages.search.industriesFailed}</Muted> : null}
        {Array.isArray(industries) ? (
          <Fieldset $plain>
            <VisuallyHidden as="legend">{messages.search.industries}</VisuallyHidden>
            <Choices>
              {industries.map((industry) => (
                <label key={industry.id}>
                  <input type="checkbox" checked={values.industries.includes(industry.id)} onChange={() => toggle(industry.id)} />
                  {industry.name}
                </label>
              ))}
            </Choices>
          </Fieldset>
        ) : null}
      </Disclosure>
    </form>
  );
}
