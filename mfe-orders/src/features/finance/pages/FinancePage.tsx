import { lazy, useId, useState } from 'react';
import { Form } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  formatCents,
  formatDate,
  formatGermanNumber,
  germanCalendarDay,
  notify,
  SelectField,
  TextField,
  toSubmissionErrors,
  Table,
  useFetch,
  type TableColumn,
} from '@marktplatz/shared';
import {
  Actions,
  Box,
  ChartSuspense,
  FigureList,
  FormEnd,
  ListPagination,
  LoadState,
  Muted,
  PeriodForm,
  SkeletonBlock,
} from '@marktplatz/shared/kit';
import type { Figure } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { ProviderLayout } from '../../provider';
import { calculateSale } from '../api/calculateSale';
import { downloadTransactionCsv } from '../api/downloadTransactionCsv';
import { getPeriodFigures } from '../api/getPeriodFigures';
import { getTransactionReport } from '../api/getTransactionReport';
import type { FinanceMonth, FinancePeriod, FinancePeriodFigures, FinanceTransaction, ReportFilters } from '../types';
import { monthLabel, parseGermanDay, PRESETS, periodFromParams, type Preset } from '../lib/period';
import { commissionRateOf } from '../lib/commission';

// chart.js comes with the chart only: its own chunk, loaded after the figures.
const FinanceChart = lazy(() => import('../components/FinanceChart'));

const text = messages.finance;

const FilterGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;

const percent = (value: number) => formatGermanNumber(value, { maximumFractionDigits: 2 });

const monthColumns: TableColumn<FinanceMonth>[] = [
  { key: 'month', header: text.month, render: (row) => monthLabel(row.month) },
  { key: 'turnover', header: text.turnover, align: 'end', render: (row) => formatCents(row.turnover_cents) },
  { key: 'refunds', header: text.refunds, align: 'end', render: (row) => formatCents(row.refunds_cents) },
];

const transactionColumns: TableColumn<FinanceTransaction>[] = [
  { key: 'date', header: text.date, render: (row) => formatDate(row.order_date) },
  { key: 'number', header: text.number, render: (row) => row.vendor_order_number },
  { key: 'customer', header: text.customer, render: (row) => row.customer_name },
  { key: 'status', header: text.status, render: (row) => row.status_text },
  { key: 'payment', header: text.payment, render: (row) => row.payment_status_text },
  { key: 'gross', header: text.gross, align: 'end', render: (row) => formatCents(row.gross_cents) },
  { key: 'net', header: text.net, align: 'end', render: (row) => formatCents(row.net_cents) },
  { key: 'vat', header: text.vat, align: 'end', render: (row) => formatCents(row.vat_cents) },
  { key: 'commission', header: text.commission, align: 'end', render: (row) => formatCents(row.commission_cents) },
  { key: 'commission_percent', header: text.rateCol, align: 'end', render: (row) => commissionRateOf(row) },
  { key: 'refunded', header: text.refunded, align: 'end', render: (row) => formatCents(row.refunded_cents) },
  { key: 'payout', header: text.payoutShare, align: 'end', render: (row) => formatCents(row.payout_share_cents) },
];

function isEmptyPeriod(figures: FinancePeriodFigures): boolean {
  return (
    figures.orders === 0 &&
    figures.turnover_cents === 0 &&
    figures.refunds_cents === 0 &&
    figures.commission_cents === 0 &&
    figures.payouts_cents === 0 &&
    figures.vat_cents === 0
  );
}

interface PeriodDraft {
  preset: Preset;
  /** `TT.MM.JJJJ` while typed. */
  date_from: string;
  date_to: string;
}

/** The period form: a preset or an own range (TT.MM.JJJJ); kept in the address („back“ keeps it). */
function FinancePeriodForm({
  preset,
  period,
  onApply,
}: {
  preset: Preset;
  period: FinancePeriod;
  onApply: (next: URLSearchParams) => void;
}) {
  const [initial] = useState<PeriodDraft>(() => ({
    preset,
    date_from: germanCalendarDay(period.date_from),
    date_to: germanCalendarDay(period.date_to),
  }));
  return (
    <PeriodForm<PeriodDraft>
      value={initial}
      label={text.filters}
      fromLabel={text.from}
      toLabel={text.to}
      showLabel={text.apply}
      dates="german"
      requiredMessage={text.dateInvalid}
      testId="finance-filters"
      showDates={(values) => values.preset === 'custom'}
      validate={(values) => {
        if (values.preset !== 'custom') return {};
        const from = parseGermanDay(values.date_from ?? '');
        const to = parseGermanDay(values.date_to ?? '');
        return from && to && to < from ? { date_to: text.dateOrder } : {};
      }}
      onApply={(values) => {
        const next = new URLSearchParams();
        next.set('preset', values.preset);
        if (values.preset === 'custom') {
          next.set('date_from', parseGermanDay(values.date_from) ?? '');
          next.set('date_to', parseGermanDay(values.date_to) ?? '');
        }
        onApply(next);
        return undefined;
      }}
      before={
        <SelectField
          name="preset"
          label={text.preset}
          emptyOption={false}
          options={PRESETS.map((value) => ({ value, label: text.presets[value] }))}
        />
      }
    />
  );
}

function Overview({ figures, periodText }: { figures: FinancePeriodFigures; periodText: string }) {
  const cards: Figure[] = (
    [
      [text.turnover, figures.turnover_cents, 'finance-turnover'],
      [text.vat, figures.vat_cents, 'finance-vat'],
      [text.commission, figures.commission_cents, 'finance-commission'],
      [text.refunds, figures.refunds_cents, 'finance-refunds'],
      [text.payouts, figures.payouts_cents, 'finance-payouts'],
      [text.totalOrderValue, figures.total_order_value_cents, 'finance-total-order-value'],
    ] as const
  ).map(([label, cents, testId]) => ({ label, value: formatCents(cents), testId }));
  return (
    <>
      <Muted $small data-testid="finance-orders">
        {text.orders(figures.orders)}
      </Muted>
      <FigureList aria-label={text.figures} data-testid="finance-figures" figures={cards} />
      {figures.months.length > 0 ? (
        <Box aria-labelledby="finance-chart-heading">
          <h2 id="finance-chart-heading">{text.chartHeading}</h2>
          <ChartSuspense loadingText={text.chartLoading}>
            <FinanceChart months={figures.months} label={text.chartLabel(periodText)} />
          </ChartSuspense>
          <Table caption={text.monthsCaption} columns={monthColumns} rows={figures.months} getRowKey={(row) => row.month} />
        </Box>
      ) : null}
    </>
  );
}

type ListFilters = Pick<ReportFilters, 'status' | 'payment' | 'delivery' | 'search'>;
const NO_FILTERS: ListFilters = { status: '', payment: '', delivery: '', search: '' };

function Transactions({ period }: { period: FinancePeriod }) {
  const id = useId();
  const [applied, setApplied] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const filters: ReportFilters = { ...period, ...applied };
  const state = useFetch(
    (signal) => getTransactionReport(filters, page, signal),
    [period.date_from, period.date_to, applied.status, applied.payment, applied.delivery, applied.search, page],
  );
  const filtered = Object.values(applied).some((value) => value !== '');

  function apply(values: Partial<ListFilters>) {
    setApplied({
      status: values.status ?? '',
      payment: values.payment ?? '',
      delivery: values.delivery ?? '',
      search: values.search ?? '',
    });
    setPage(1);
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadTransactionCsv(filters);
    } catch {
      notify.error(text.csvFailed);
    } finally {
      setDownloading(false);
    }
  }

  const select = (key: 'status' | 'payment' | 'delivery', label: string, options: Record<string, string>) => (
    <SelectField
      name={key}
      label={label}
      placeholder={text.all}
      options={Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel }))}
    />
  );

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.transactions}</h2>
      <Form<Partial<ListFilters>> onSubmit={apply}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} aria-label={text.transactions} data-testid="transaction-filters">
            <FilterGrid>
              {select('status', text.status, messages.statuses)}
              {select('payment', text.payment, messages.payments)}
              {select('delivery', text.delivery, messages.deliveries)}
              <TextField name="search" type="search" label={text.search} hint={text.searchHint} maxLength={100} />
            </FilterGrid>
            <Actions>
              <Button type="submit">{text.filter}</Button>
              <Button type="button" variant="secondary" loading={downloading} onClick={download} aria-describedby={`${id}-csv-hint`}>
                {text.csv}
              </Button>
              <Muted $small id={`${id}-csv-hint`}>
                {text.csvHint}
              </Muted>
            </Actions>
          </form>
        )}
      </Form>
      <LoadState
        state={state}
        isEmpty={(data) => data.meta.total === 0}
        empty={<EmptyState title={filtered ? text.transactionsEmptyFiltered : text.transactionsEmpty} />}
      >
        {(data) => (
          <>
            <Muted $small data-testid="transaction-summary">
              {text.summary(
                data.summary.count,
                formatCents(data.summary.gross_cents),
                formatCents(data.summary.refunded_cents),
                formatCents(data.summary.total_order_value_cents),
              )}
            </Muted>
            <Table caption={text.transactionsCaption} columns={transactionColumns} rows={data.rows} getRowKey={(row) => row.id} />
            <Muted $small data-testid="commission-note">
              {text.commissionNote}
            </Muted>
            <ListPagination meta={data.meta} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </Box>
  );
}

interface SaleValues {
  amount?: string;
  tax_rate: string;
}

const SALE_START: SaleValues = { amount: '', tax_rate: '19' };

/** „Was bleibt von einem Verkauf?“: gross price and VAT rate → net, VAT, commission and what the provider keeps. */
function SaleCalculator() {
  const id = useId();
  const [result, setResult] = useState<Awaited<ReturnType<typeof calculateSale>> | null>(null);

  async function submit(values: SaleValues) {
    try {
      setResult(await calculateSale(values.amount ?? '', Number(values.tax_rate)));
      return undefined;
    } catch (failure) {
      setResult(null);
      return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.calculator}</h2>
      <Form<SaleValues> onSubmit={submit} initialValues={SALE_START}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="sale-calculator">
            <FilterGrid>
              <TextField name="amount" label={text.saleAmount} hint={text.saleAmountHint} requiredMark inputMode="decimal" maxLength={14} />
              <SelectField
                name="tax_rate"
                label={text.taxRate}
                emptyOption={false}
                options={([19, 7, 0] as const).map((rate) => ({ value: String(rate), label: text.taxRates[rate] }))}
              />
            </FilterGrid>
            <FormEnd error={submitError} submitting={submitting} label={text.calculate} />
          </form>
        )}
      </Form>
      {result?.small_business ? <Muted $small>{text.smallBusiness}</Muted> : null}
      {result ? (
        <FigureList
          aria-live="polite"
          data-testid="sale-result"
          figures={[
            { label: text.saleNet, value: formatCents(result.net_cents) },
            { label: text.saleVat, value: formatCents(result.vat_cents) },
            { label: text.saleCommission(percent(result.commission_percent)), value: formatCents(result.commission_cents) },
            { label: text.saleRemains, value: formatCents(result.remains_cents), testId: 'sale-remains' },
          ]}
        />
      ) : null}
    </Box>
  );
}

/** `/orders/provider/finance`: a period's turnover, VAT, commission, refunds and payouts as figures, chart and tables. */
export default function FinancePage() {
  const [params, setParams] = useSearchParams();
  const { preset, period } = periodFromParams(params, new Date());
  const figures = useFetch((signal) => getPeriodFigures(period, signal), [period.date_from, period.date_to]);
  const periodText = text.periodText(formatDate(period.date_from), formatDate(period.date_to));
  return (
    <ProviderLayout title={text.title}>
      <Muted>{text.intro}</Muted>
      <FinancePeriodForm key={params.toString()} preset={preset} period={period} onApply={setParams} />
      <Muted $small data-testid="finance-period">
        {periodText}
      </Muted>
      <LoadState
        state={figures}
        skeleton={<SkeletonBlock $height="12rem" />}
        isEmpty={isEmptyPeriod}
        empty={<EmptyState title={text.empty} />}
      >
        {(data) => <Overview figures={data} periodText={periodText} />}
      </LoadState>
      <Transactions key={`${period.date_from}-${period.date_to}`} period={period} />
      <SaleCalculator />
    </ProviderLayout>
  );
}
