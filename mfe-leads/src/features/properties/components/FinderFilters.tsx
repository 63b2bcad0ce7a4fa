import { useId, type ComponentProps } from 'react';
import { Field, Form } from 'react-final-form';
import { Button, FieldShell, Input, Select } from '@marktplatz/shared';
import { Actions, FormGrid, ServerRenderedForm } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

const text = messages.finder;

export const TYPES = Object.entries(text.types).map(([value, label]) => ({ value, label }));
export const FILTERS = ['type', 'rooms_min', 'area_min', 'area_max', 'price_max', 'postal_code', 'radius'] as const;
export type Filter = (typeof FILTERS)[number];
export type Filters = Partial<Record<Filter, string>>;

/**
 * One filter: the kit's field frame and input on a react-final-form field. The finder checks its filters when it
 * searches (a GET), so the error shown is the search's answer for that filter, not a check of the form.
 */
function FilterField({
  name,
  label,
  error,
  hint,
  children,
  ...rest
}: { name: Filter; label: string; error?: string; hint?: string; children?: ComponentProps<typeof Select>['children'] } & Pick<
  ComponentProps<typeof Input>,
  'inputMode' | 'maxLength' | 'placeholder' | 'autoComplete'
>) {
  const id = useId();
  const ids = { id, hintId: `${id}-hint`, errorId: `${id}-error` };
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined,
    $invalid: !!error,
  };
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <FieldShell {...ids} label={label} hint={hint} error={error}>
          {children ? (
            <Select {...input} {...aria}>
              {children}
            </Select>
          ) : (
            <Input {...input} {...rest} {...aria} />
          )}
        </FieldShell>
      )}
    </Field>
  );
}

/** The finder's filters: applied on „Suchen“ (empty ones left out), cleared with „Filter zurücksetzen“. */
export function FinderFilters({
  applied,
  errors,
  onApply,
  onReset,
}: {
  applied: Filters;
  errors: Record<string, string>;
  onApply: (filters: Filters) => void;
  onReset: () => void;
}) {
  const initialValues = Object.fromEntries(FILTERS.map((name) => [name, String(applied[name] ?? '')])) as Filters;
  // What was typed or picked in the server's filters before the hydration stays (`ServerRenderedForm`); a tab's
  // remembered filters, which come right after the hydration, start the form again with them.
  return (
    <Form<Filters>
      onSubmit={(values) =>
        onApply(
          Object.fromEntries(
            FILTERS.filter((name) => (values[name] ?? '').trim() !== '').map((name) => [name, (values[name] ?? '').trim()]),
          ),
        )
      }
      initialValues={initialValues}
    >
      {({ handleSubmit }) => (
        <ServerRenderedForm onSubmit={handleSubmit} noValidate>
          <FormGrid>
            <FilterField name="type" label={text.type} error={errors.type}>
              <option value="">{text.allTypes}</option>
              {TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </FilterField>
            <FilterField name="rooms_min" label={text.rooms} error={errors.rooms_min} inputMode="decimal" />
            <FilterField name="area_min" label={text.areaMin} error={errors.area_min} inputMode="decimal" />
            <FilterField name="area_max" label={text.areaMax} error={errors.area_max} inputMode="decimal" />
            <FilterField
              name="price_max"
              label={text.priceMax}
              error={errors.price_max}
              inputMode="decimal"
              placeholder={text.priceMaxPlaceholder}
            />
            <FilterField
              name="postal_code"
              label={text.postalCode}
              error={errors.postal_code}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
            <FilterField name="radius" label={text.radius} error={errors.radius} inputMode="numeric" hint={text.radiusHint} />
          </FormGrid>
          <Actions>
            <Button type="submit">{text.search}</Button>
            <Button variant="secondary" onClick={onReset}>
              {text.reset}
            </Button>
          </Actions>
        </ServerRenderedForm>
      )}
    </Form>
  );
}
