import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, SelectField, TextField, VisuallyHidden } from '@marktplatz/shared';
import { Fieldset, Muted, ServerRenderedForm } from '@marktplatz/shared/kit';
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

interface FormValues {
  keyword?: string;
  postalCode?: string;
  radius: string;
  industries: number[];
}

/** An empty postal code searches everywhere; a given one has five digits. */
const postalCheck = (value: unknown) =>
  typeof value === 'string' && value.trim() && !/^\d{5}$/.test(value.trim()) ? messages.search.postalCodeInvalid : undefined;

const RADIUS_OPTIONS = RADII.map((km) => ({ value: String(km), label: messages.search.radiusOption(km) }));

/**
 * Keyword, postal code with radius and industries of the provider search; checks the postal code before sending.
 *
 * The industries are asked for when the visitor opens „Branchen“ (or points at or focuses it, so the list is usually
 * there when it opens), or at once when the search already has industries chosen (the list is open then). The list
 * is the page's only GraphQL query: asking for it right after the page loaded brought the GraphQL client in while the
 * page was still starting (its longest tasks on a phone), for a list most searches never open.
 */
export function SearchForm({ initial, onSearch }: { initial: SearchValues; onSearch: (values: SearchValues) => void }) {
  const [industries, setIndustries] = useState<Industry[] | null | 'failed'>(null);
  const [initialValues] = useState<FormValues>(() => ({ ...initial, radius: String(initial.radius) }));
  const [industriesWanted, setIndustriesWanted] = useState(initial.industries.length > 0);
  const wantIndustries = () => setIndustriesWanted(true);

  useEffect(() => {
    if (!industriesWanted) return;
    let active = true;
    listIndustries().then(
      (list) => active && setIndustries(list),
      () => active && setIndustries('failed'),
    );
    return () => {
      active = false;
    };
  }, [industriesWanted]);

  const submit = (values: FormValues) => {
    onSearch({
      keyword: values.keyword ?? '',
      postalCode: (values.postalCode ?? '').trim(),
      radius: Number(values.radius),
      industries: values.industries ?? [],
    });
  };

  return (
    <Form<FormValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, values }) => {
        const chosen = values.industries ?? [];
        // What was typed or picked in the server's form before the hydration stays (`ServerRenderedForm`).
        return (
          <ServerRenderedForm role="search" aria-label={messages.search.formLabel} onSubmit={handleSubmit} noValidate>
            <Grid>
              <TextField
                id="search-keyword"
                name="keyword"
                label={messages.search.keyword}
                type="search"
                placeholder={messages.search.keywordPlaceholder}
              />
              <TextField
                id="search-postal-code"
                name="postalCode"
                label={messages.search.postalCode}
                hint={messages.search.postalCodeHint}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                validate={postalCheck}
              />
              <SelectField id="search-radius" name="radius" label={messages.search.radius} options={RADIUS_OPTIONS} emptyOption={false} />
              <div className="submit">
                <Button type="submit">{messages.search.submit}</Button>
              </div>
            </Grid>
            <Disclosure open={chosen.length > 0}>
              <summary onClick={wantIndustries} onPointerEnter={wantIndustries} onFocus={wantIndustries}>
                {messages.search.industries}
                {chosen.length > 0 ? ` (${chosen.length})` : ''}
              </summary>
              {industries === null ? <Muted $small>{messages.search.industriesLoading}</Muted> : null}
              {industries === 'failed' ? <Muted $small>{messages.search.industriesFailed}</Muted> : null}
              {Array.isArray(industries) ? (
                <Fieldset $plain>
                  <VisuallyHidden as="legend">{messages.search.industries}</VisuallyHidden>
                  <Choices>
                    {industries.map((industry) => (
                      <label key={industry.id}>
                        <Field<number> name="industries" type="checkbox" value={industry.id} component="input" />
                        {industry.name}
                      </label>
                    ))}
                  </Choices>
                </Fieldset>
              ) : null}
            </Disclosure>
          </ServerRenderedForm>
        );
      }}
    </Form>
  );
}
