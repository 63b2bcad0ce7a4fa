import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  errorMessage,
  FieldShell,
  firstFieldErrors,
  formatCents,
  formatGermanNumber,
  Input,
  notify,
  Select,
  Table,
  useFetch,
  type TableColumn,
} from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
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

const CountryGrid = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
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
  const [values, setValues] = useState<ShippingMethodValues>(method ? toInput(method) : EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const errors = firstFieldErrors(error);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  const listed = [...new Set([...COMMON_COUNTRIES, ...values.countries])];
  const others = countries.filter((country) => !listed.includes(country.code));

  const set = (key: 'name' | 'price' | 'free_from' | 'delivery_time') => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const toggle = (code: string, on: boolean) =>
    setValues({ ...values, countries: on ? [...values.countries, code] : values.countries.filter((value) => value !== code) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const result = await saveShippingMethod(values, method?.id);
      if (result.message) notify.success(result.message);
      onDone(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: 'name' | 'price' | 'free_from' | 'delivery_time',
    label: string,
    options: { hint?: string; inputMode?: 'decimal'; maxLength?: number } = {},
  ) => (
    <FieldShell
      id={`${id}-${key}`}
      label={label}
      hint={options.hint}
      error={errors[key]}
      hintId={`${id}-${key}-hint`}
      errorId={`${id}-${key}-error`}
      required={key === 'name' || key === 'price'}
    >
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        onChange={set(key)}
        inputMode={options.inputMode}
        maxLength={options.maxLength ?? 100}
        aria-describedby={options.hint ? `${id}-${key}-hint` : undefined}
        $invalid={Boolean(errors[key])}
      />
    </FieldShell>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="shipping-method-form">
      <h3 id={`${id}-heading`}>{method ? text.editHeading(method.name) : text.newHeading}</h3>
      <Grid>
        {field('name', text.name)}
        {field('delivery_time', text.deliveryTime, { hint: text.deliveryTimeHint })}
        {field('price', text.price, { inputMode: 'decimal', maxLength: 12 })}
        {field('free_from', text.freeFrom, { hint: text.freeFromHint, inputMode: 'decimal', maxLength: 12 })}
      </Grid>
      <Check>
        <input type="checkbox" checked={values.is_active} onChange={(event) => setValues({ ...values, is_active: event.target.checked })} />
        {text.active}
      </Check>
      <Check>
        <input type="checkbox" checked={values.is_pickup} onChange={(event) => setValues({ ...values, is_pickup: event.target.checked })} />
        {text.pickup}
      </Check>
      {values.is_pickup ? null : (
        <CountryGrid aria-describedby={errors.countries ? `${id}-countries-error` : undefined}>
          <legend>{text.countries}</legend>
          <ul>
            {listed.map((code) => (
              <li key={code}>
                <label>
                  <input
                    type="checkbox"
                    checked={values.countries.includes(code)}
                    onChange={(event) => toggle(code, event.target.checked)}
                  />
                  {names.get(code) ?? code}
                </label>
              </li>
            ))}
          </ul>
          <label htmlFor={`${id}-more`}>{text.addCountry}</label>
          <Select id={`${id}-more`} value="" onChange={(event) => event.target.value && toggle(event.target.value, true)}>
            <option value="">{text.chooseCountry}</option>
            {others.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
          {errors.countries ? (
            <Alert $tone="error" id={`${id}-countries-error`} role="alert">
              <p>{errors.countries}</p>
            </Alert>
          ) : null}
        </CountryGrid>
      )}
      {error !== undefined && Object.keys(errors).length === 0 ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {text.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {text.cancel}
        </Button>
      </Actions>
    </form>
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
