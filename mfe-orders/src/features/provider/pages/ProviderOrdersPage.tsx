import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  FieldShell,
  Input,
  Select,
  Table,
  firstFieldErrors,
  formatCents,
  formatDate,
  useFetch,
  type TableColumn,
} from '@marktplatz/shared';
import { Actions, Badge, ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import { StatusBadge } from '../../../components/StatusBadge';
import { getProviderOrders } from '../api/getProviderOrders';
import type { ProviderOrderFilters, ProviderOrderListItem } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../components/ProviderLayout';

/** The list, a line below the filters. */
const Results = styled.div`
  margin-top: 1rem;
`;

const FILTER_KEYS = ['status', 'payment', 'delivery', 'date_from', 'date_to', 'search'] as const;

const FilterGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;

const columns: TableColumn<ProviderOrderListItem>[] = [
  { key: 'date', header: messages.provider.date, render: (row) => formatDate(row.order_date) },
  {
    key: 'number',
    header: messages.provider.number,
    render: (row) => (
      <Link to={`/orders/provider/${row.id}`} aria-label={messages.provider.open(row.vendor_order_number)}>
        {row.vendor_order_number}
      </Link>
    ),
  },
  { key: 'customer', header: messages.provider.customer, render: (row) => `${row.customer_name}, ${row.customer_city}` },
  {
    key: 'status',
    header: messages.provider.status,
    render: (row) => (
      <>
        <StatusBadge status={row.status} text={row.status_text} />{' '}
        {row.has_widerruf ? (
          <Badge $outline $tone="warning">
            {messages.provider.widerrufBadge}
          </Badge>
        ) : null}
      </>
    ),
  },
  { key: 'payment', header: messages.provider.payment, render: (row) => row.payment_status_text },
  { key: 'delivery', header: messages.provider.delivery, render: (row) => row.delivery_mode_text },
  { key: 'amount', header: messages.provider.amount, align: 'end', render: (row) => formatCents(row.total_cents) },
];

function filtersOf(params: URLSearchParams): ProviderOrderFilters {
  return {
    status: params.get('status') ?? '',
    payment: params.get('payment') ?? '',
    delivery: params.get('delivery') ?? '',
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    search: params.get('search') ?? '',
  };
}

/** `/orders/provider`: the provider's incoming orders with filters (kept in the address, so „back“ keeps them). */
export default function ProviderOrdersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  // The form starts with the filters of the address and applies them with „Filtern“ (or Enter). The server's
  // refusal of a filter comes with the list, so it is shown at the field from there, not as a submission error.
  const [initial] = useState<ProviderOrderFilters>(applied);
  const state = useFetch((signal) => getProviderOrders(applied, page, signal), [params.toString()]);
  const errors = firstFieldErrors(state.error);
  const filtered = FILTER_KEYS.some((key) => applied[key] !== '');

  function apply(values: Partial<ProviderOrderFilters>) {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = values[key];
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  }

  const select = (key: 'status' | 'payment' | 'delivery', label: string, options: Record<string, string>) => (
    <FieldShell id={`${id}-${key}`} label={label} error={errors[key]} hintId={`${id}-${key}-hint`} errorId={`${id}-${key}-error`}>
      <Field<string> name={key}>
        {({ input }) => (
          <Select {...input} value={input.value ?? ''} id={`${id}-${key}`}>
            <option value="">{messages.provider.all}</option>
            {Object.entries(options).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FieldShell>
  );

  return (
    <ProviderLayout title={messages.provider.title}>
      <Form<ProviderOrderFilters> onSubmit={apply} initialValues={initial}>
        {({ handleSubmit, form }) => (
          <form onSubmit={handleSubmit} aria-label={messages.provider.filters} data-testid="order-filters">
            <FilterGrid>
              {select('status', messages.provider.status, messages.statuses)}
              {select('payment', messages.provider.payment, messages.payments)}
              {select('delivery', messages.provider.delivery, messages.deliveries)}
              <FieldShell
                id={`${id}-from`}
                label={messages.provider.from}
                error={errors.date_from}
                hintId={`${id}-from-hint`}
                errorId={`${id}-from-error`}
              >
                <Field<string> name="date_from">
                  {({ input }) => <Input {...input} value={input.value ?? ''} id={`${id}-from`} type="date" />}
                </Field>
              </FieldShell>
              <FieldShell
                id={`${id}-to`}
                label={messages.provider.to}
                error={errors.date_to}
                hintId={`${id}-to-hint`}
                errorId={`${id}-to-error`}
              >
                <Field<string> name="date_to">
                  {({ input }) => <Input {...input} value={input.value ?? ''} id={`${id}-to`} type="date" />}
                </Field>
              </FieldShell>
              <FieldShell
                id={`${id}-search`}
                label={messages.provider.search}
                hint={messages.provider.searchHint}
                error={errors.search}
                hintId={`${id}-search-hint`}
                errorId={`${id}-search-error`}
              >
                <Field<string> name="search">
                  {({ input }) => (
                    <Input {...input} value={input.value ?? ''} id={`${id}-search`} type="search" aria-describedby={`${id}-search-hint`} />
                  )}
                </Field>
              </FieldShell>
            </FilterGrid>
            <Actions>
              <Button type="submit">{messages.provider.apply}</Button>
              {filtered ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    // Empties the fields as well as the address.
                    form.reset(filtersOf(new URLSearchParams()));
                    setParams(new URLSearchParams());
                  }}
                >
                  {messages.provider.reset}
                </Button>
              ) : null}
            </Actions>
          </form>
        )}
      </Form>
      <Results>
        <LoadState
          state={state}
          isEmpty={(data) => data.meta.total === 0}
          empty={<EmptyState title={filtered ? messages.provider.emptyFiltered : messages.provider.empty} />}
        >
          {(data) => (
            <>
              <Muted $small data-testid="order-total">
                {messages.provider.totalValue(formatCents(data.totalOrderValueCents), data.meta.total)}
              </Muted>
              <Table caption={messages.provider.caption} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
              <ListPagination meta={data.meta} onPageChange={goTo} />
            </>
          )}
        </LoadState>
      </Results>
    </ProviderLayout>
  );
}
