import type { SubmissionErrors } from 'final-form';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  CheckboxField,
  formatCents,
  formatGermanNumber,
  GridList,
  notify,
  Select,
  Table,
  TextField,
  toSubmissionErrors,
  useFetch,
  type TableColumn,
} from '@marktplatz/shared';
import { Alert, Badge, Box, Fieldset, FormEnd, LoadState, Muted } from '@marktplatz/shared/kit';
import { Grid } from '../../../components/OrderParts';
import { getShippingCountries } from '../api/getShippingCountries';
import { getShippingMethods } from '../api/getShippingMethods';
import { saveShippingMethod } from '../api/saveShippingMethod';
import type { ShippingCountry, ShippingMethod } from '../../../lib/types';
import { messages } from '../../../messages';

const text = messages.shippingSetup;

/** Countries offered as checkboxes; any other is added from the full list. */
const COMMON_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'DK', 'PL', 'CZ', 'IT'];

/** The form's values (amounts as typed, German decimals): a body of `api/createShipping` as it stands. */
interface ShippingMethodValues {
  name: string;
  price: string;
  free_from: string;
  delivery_time: string;
  is_pickup: boolean;
  is_active: boolean;
  countries: string[];
}

const EMPTY: ShippingMethodValues = {
  name: '',
  price: '',
  free_from: '',
  delivery_time: '',
  is_pickup: false,
  is_active: true,
  countries: ['DE'],
};

const CountryGrid = styled(Fieldset).attrs({ $plain: true })`
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
`;

const germanAmount = (cents: number | null) =>
  cents === null ? '' : formatGermanNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

function toInput(method: ShippingMethod): ShippingMethodValues {
  return {
    name: method.name,
    price: germanAmount(method.price_cents),
    free_from: germanAmount(method.free_from_cents),
    delivery_time: method.delivery_time,
    is_pickup: method.is_pickup,
    is_active: method.is_active,
    countries: method.countries.length > 0 ? method.countries : ['DE'],
  };
}

/** The form's values as react-final-form keeps them: an emptied text field is undefined. */
type FormValues = Partial<ShippingMethodValues>;

function MethodForm({
  method,
  countries,
  onDone,
}: {
  method: ShippingMethod | null;
  countries: ShippingCountry[];
  onDone: (saved: boolean) => void;
}) {
  const id = useId();
  const [initialValues] = useState<FormValues>(() => (method ? toInput(method) : EMPTY));
  const names = new Map(countries.map((country) => [country.code, country.name]));

  async function submit(values: FormValues): Promise<SubmissionErrors | undefined> {
    const input: ShippingMethodValues = {
      name: values.name ?? '',
      price: values.price ?? '',
      free_from: values.free_from ?? '',
      delivery_time: values.delivery_time ?? '',
      is_pickup: values.is_pickup ?? false,
      is_active: values.is_active ?? false,
      countries: values.countries ?? [],
    };
    try {
      const result = await saveShippingMethod(input, method?.id);
      if (result.message) notify.success(result.message);
      onDone(true);
      return undefined;
    } catch (failure) {
      // Each field its message; the general message only when no field is named.
      return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
    }
  }

  return (
    <Form<FormValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, submitErrors, values, form }) => {
        const chosen = values.countries ?? [];
        const listed = [...new Set([...COMMON_COUNTRIES, ...chosen])];
        const others = countries.filter((country) => !listed.includes(country.code));
        const countriesError = (submitErrors as Record<string, string | undefined> | undefined)?.countries;
        return (
          <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="shipping-method-form">
            <h3 id={`${id}-heading`}>{method ? text.editHeading(method.name) : text.newHeading}</h3>
            <Grid>
              <TextField name="name" label={text.name} maxLength={100} requiredMark />
              <TextField name="delivery_time" label={text.deliveryTime} hint={text.deliveryTimeHint} maxLength={100} />
              <TextField name="price" label={text.price} inputMode="decimal" maxLength={12} requiredMark />
              <TextField name="free_from" label={text.freeFrom} hint={text.freeFromHint} inputMode="decimal" maxLength={12} />
            </Grid>
            <CheckboxField name="is_active" label={text.active} />
            <CheckboxField name="is_pickup" label={text.pickup} />
            {values.is_pickup ? null : (
              <CountryGrid aria-describedby={countriesError ? `${id}-countries-error` : undefined}>
                <legend>{text.countries}</legend>
                <GridList $min="9.5rem" $gap="xs">
                  {listed.map((code) => (
                    <li key={code}>
                      <label>
                        <Field name="countries" type="checkbox" value={code} component="input" />
                        {names.get(code) ?? code}
                      </label>
                    </li>
                  ))}
                </GridList>
                {/* Not a value of its own: choosing a country adds it to the ticked ones above. */}
                <label htmlFor={`${id}-more`}>{text.addCountry}</label>
                <Select
                  id={`${id}-more`}
                  value=""
                  onChange={(event) => {
                    if (event.target.value) form.change('countries', [...chosen, event.target.value]);
                  }}
                >
                  <option value="">{text.chooseCountry}</option>
                  {others.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </Select>
                {countriesError ? (
                  <Alert $tone="error" id={`${id}-countries-error`} role="alert">
                    <p>{countriesError}</p>
                  </Alert>
                ) : null}
              </CountryGrid>
            )}
            <FormEnd
              error={submitError}
              submitting={submitting}
              label={text.save}
              secondary={
                <Button type="button" variant="secondary" onClick={() => onDone(false)}>
                  {text.cancel}
                </Button>
              }
            />
          </form>
        );
      }}
    </Form>
  );
}

/** The shipping setup part of `/orders/provider/shipping`: the provider's methods with price, free-from, countries. */
export function ShippingMethods() {
  const methods = useFetch((signal) => getShippingMethods(signal), []);
  const countries = useFetch((signal) => getShippingCountries(signal), []);
  const [editing, setEditing] = useState<ShippingMethod | 'new' | null>(null);

  const columns: TableColumn<ShippingMethod>[] = [
    { key: 'name', header: text.name, render: (row) => <strong>{row.name}</strong> },
    {
      key: 'price',
      header: text.price,
      render: (row) =>
        row.free_from !== null
          ? `${formatCents(row.price_cents)} (ab ${formatCents(row.free_from_cents)} kostenlos)`
          : formatCents(row.price_cents),
    },
    { key: 'time', header: text.deliveryTime, render: (row) => row.delivery_time || text.never },
    { key: 'countries', header: text.countries, render: (row) => (row.is_pickup ? text.pickupText : row.country_names.join(', ')) },
    {
      key: 'status',
      header: text.status,
      render: (row) => (
        <Badge $outline $tone={row.is_active ? 'success' : 'neutral'}>
          {row.is_active ? text.activeText : text.inactiveText}
        </Badge>
      ),
    },
    {
      key: 'edit',
      header: text.edit,
      render: (row) => (
        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={text.editLabel(row.name)}>
          {text.edit}
        </Button>
      ),
    },
  ];

  return (
    <Box aria-labelledby="methods-heading" data-testid="shipping-methods">
      <h2 id="methods-heading">{text.heading}</h2>
      <Muted $small>{text.intro}</Muted>
      <LoadState state={methods} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title={text.empty} />}>
        {(rows) => <Table caption={text.caption} columns={columns} rows={rows} getRowKey={(row) => row.id} />}
      </LoadState>
      {editing === null ? (
        <Button type="button" onClick={() => setEditing('new')}>
          {text.add}
        </Button>
      ) : (
        <MethodForm
          key={editing === 'new' ? 'new' : editing.id}
          method={editing === 'new' ? null : editing}
          countries={countries.data ?? []}
          onDone={(saved) => {
            setEditing(null);
            if (saved) methods.reload();
          }}
        />
      )}
    </Box>
  );
}
