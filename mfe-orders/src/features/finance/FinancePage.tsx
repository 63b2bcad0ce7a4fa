import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  FieldShell,
  Input,
  Pagination,
  Select,
  Table,
  errorMessage,
  firstFieldErrors,
  formatCurrency,
  formatDate,
  snackbar,
  useFetch,
  VisuallyHidden,
  type TableColumn,
} from '@marktplatz/shared';
import { Actions, Alert, Box, LoadState, Muted, SkeletonBlock } from '@marktplatz/shared/kit';
import { messages } from '../../messages';
import { ProviderLayout } from '../provider';
import {
  calculateSale,
  downloadTransactionCsv,
  getFinanceCalculation,
  getTransactionReport,
  type FinanceCalculation,
  type FinanceGroup,
  type FinanceKind,
  type FinancePeriod,
  type FinanceTransaction,
  type ReportFilters,
} from './api';
import { PRESETS, periodFromParams, presetPeriod, type Preset } from './period';

// chart.js comes with the chart only: its own chunk, loaded after the figures.
const FinanceChart = lazy(() => import('./FinanceChart'));

const text = messages.finance;

const FilterGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const percent = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 2 });

type Bucket = FinanceCalculation['series'][number];
const seriesColumns: TableColumn<Bucket>[] = [
  { key: 'bucket', header: text.bucket, render: (row) => row.label },
  { key: 'turnover', header: text.turnover, align: 'end', render: (row) => formatCurrency(row.turnover) },
  { key: 'refunds', header: text.refunds, align: 'end', render: (row) => formatCurrency(row.refunds) },
  { key: 'commission', header: text.commission, align: 'end', render: (row) => formatCurrency(row.commission) },
  { key: 'payouts', header: text.payouts, align: 'end', render: (row) => formatCurrency(row.payouts) },
];

type VatRow = FinanceCalculation['vat_by_rate'][number];
const vatColumns: TableColumn<VatRow>[] = [
  { key: 'rate', header: text.rate, render: (row) => `${percent(row.rate)} %` },
  { key: 'net', header: text.netShort, align: 'end', render: (row) => formatCurrency(row.net) },
  { key: 'tax', header: text.taxShort, align: 'end', render: (row) => formatCurrency(row.tax) },
  { key: 'gross', header: text.grossShort, align: 'end', render: (row) => formatCurrency(row.gross) },
];

const transactionColumns: TableColumn<FinanceTransaction>[] = [
  { key: 'date', header: text.date, render: (row) => formatDate(row.booked_at) },
  { key: 'kind', header: text.booking, render: (row) => row.kind_text },
  {
    key: 'reference',
    header: text.reference,
    render: (row) => row.vendor_order_number ?? row.invoice_number ?? (row.description || '–'),
  },
  { key: 'net', header: text.netShort, align: 'end', render: (row) => formatCurrency(row.net) },
  { key: 'vat', header: text.taxShort, align: 'end', render: (row) => formatCurrency(row.vat) },
  { key: 'gross', header: text.amount, align: 'end', render: (row) => formatCurrency(row.gross) },
];

function isEmptyPeriod(calculation: FinanceCalculation): boolean {
  const totals = calculation.totals;
  return (
    totals.turnover_cents === 0 &&
    totals.refunds_cents === 0 &&
    totals.commission_cents === 0 &&
    totals.payouts_cents === 0 &&
    calculation.series.every((bucket) => bucket.turnover_cents === 0 && bucket.payouts_cents === 0 && bucket.refunds_cents === 0)
  );
}

/** The period form: a preset or an own range, and the chart's buckets; kept in the address („back“ keeps it). */
function PeriodForm({ preset, period, onApply }: { preset: Preset; period: FinancePeriod; onApply: (next: URLSearchParams) => void }) {
  const id = useId();
  const [draft, setDraft] = useState({ preset, ...period });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    next.set('preset', draft.preset);
    if (draft.preset === 'custom') {
      next.set('date_from', draft.date_from);
      next.set('date_to', draft.date_to);
    }
    next.set('group', draft.group);
    onApply(next);
  }

  function choosePreset(value: Preset) {
    if (value === 'custom') setDraft({ ...draft, preset: value });
    else setDraft({ preset: value, ...presetPeriod(value, new Date()) });
  }

  return (
    <form onSubmit={submit} aria-label={text.filters} data-testid="finance-filters">
      <FilterGrid>
        <FieldShell id={`${id}-preset`} label={text.preset} hintId={`${id}-preset-hint`} errorId={`${id}-preset-error`}>
          <Select id={`${id}-preset`} value={draft.preset} onChange={(event) => choosePreset(event.target.value as Preset)}>
            {PRESETS.map((value) => (
              <option key={value} value={value}>
                {text.presets[value]}
              </option>
            ))}
          </Select>
        </FieldShell>
        {draft.preset === 'custom' ? (
          <>
            <FieldShell id={`${id}-from`} label={text.from} hintId={`${id}-from-hint`} errorId={`${id}-from-error`}>
              <Input
                id={`${id}-from`}
                type="date"
                value={draft.date_from}
                max={draft.date_to}
                onChange={(event) => setDraft({ ...draft, date_from: event.target.value })}
              />
            </FieldShell>
            <FieldShell id={`${id}-to`} label={text.to} hintId={`${id}-to-hint`} errorId={`${id}-to-error`}>
              <Input
                id={`${id}-to`}
                type="date"
                value={draft.date_to}
                min={draft.date_from}
                onChange={(event) => setDraft({ ...draft, date_to: event.target.value })}
              />
            </FieldShell>
          </>
        ) : null}
        <FieldShell id={`${id}-group`} label={text.group} hintId={`${id}-group-hint`} errorId={`${id}-group-error`}>
          <Select
            id={`${id}-group`}
            value={draft.group}
            onChange={(event) => setDraft({ ...draft, group: event.target.value as FinanceGroup })}
          >
            {(Object.keys(text.groups) as FinanceGroup[]).map((value) => (
              <option key={value} value={value}>
                {text.groups[value]}
              </option>
            ))}
          </Select>
        </FieldShell>
      </FilterGrid>
      <Actions>
        <Button type="submit">{text.apply}</Button>
      </Actions>
    </form>
  );
}

function Overview({ calculation, periodText }: { calculation: FinanceCalculation; periodText: string }) {
  const totals = calculation.totals;
  const figures: [string, number, string?][] = [
    [text.turnover, totals.turnover, 'finance-turnover'],
    [text.net, totals.net],
    [text.vat, totals.vat],
    [text.commission, totals.commission],
    [text.refunds, totals.refunds],
    [text.payouts, totals.payouts],
    [text.totalOrderValue, totals.total_order_value, 'finance-total-order-value'],
  ];
  return (
    <>
      <Figures aria-label={text.figures} data-testid="finance-figures">
        {figures.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{formatCurrency(value)}</dd>
          </div>
        ))}
      </Figures>
      <Box aria-labelledby="finance-chart-heading">
        <h2 id="finance-chart-heading">{text.chartHeading}</h2>
        <Suspense
          fallback={
            <div role="status">
              <SkeletonBlock $height="18rem" />
              <VisuallyHidden>{text.chartLoading}</VisuallyHidden>
            </div>
          }
        >
          <FinanceChart series={calculation.series} label={text.chartLabel(periodText)} />
        </Suspense>
        <Table caption={text.seriesCaption} columns={seriesColumns} rows={calculation.series} getRowKey={(row) => row.date_from} />
      </Box>
      {calculation.vat_by_rate.length > 0 ? (
        <Box aria-labelledby="finance-vat-heading">
          <h2 id="finance-vat-heading">{text.vatHeading}</h2>
          <Table caption={text.vatCaption} columns={vatColumns} rows={calculation.vat_by_rate} getRowKey={(row) => String(row.rate)} />
        </Box>
      ) : null}
    </>
  );
}

function Transactions({ period }: { period: FinancePeriod }) {
  const id = useId();
  const [kind, setKind] = useState<FinanceKind | ''>('');
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const filters: ReportFilters = { date_from: period.date_from, date_to: period.date_to, kind };
  const state = useFetch((signal) => getTransactionReport(filters, page, signal), [period.date_from, period.date_to, kind, page]);

  async function download() {
    setDownloading(true);
    try {
      await downloadTransactionCsv(filters);
    } catch (error) {
      snackbar.show(error instanceof Error ? text.csvFailed : errorMessage(error), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.transactions}</h2>
      <FilterGrid>
        <FieldShell id={`${id}-kind`} label={text.kind} hintId={`${id}-kind-hint`} errorId={`${id}-kind-error`}>
          <Select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as FinanceKind | '');
              setPage(1);
            }}
          >
            <option value="">{text.allKinds}</option>
            {(Object.keys(text.kinds) as FinanceKind[]).map((value) => (
              <option key={value} value={value}>
                {text.kinds[value]}
              </option>
            ))}
          </Select>
        </FieldShell>
      </FilterGrid>
      <Actions>
        <Button type="button" variant="secondary" loading={downloading} onClick={download} aria-describedby={`${id}-csv-hint`}>
          {text.csv}
        </Button>
        <Muted $small id={`${id}-csv-hint`}>
          {text.csvHint}
        </Muted>
      </Actions>
      <LoadState state={state} isEmpty={(data) => data.meta.total === 0} empty={<EmptyState title={text.transactionsEmpty} />}>
        {(data) => (
          <>
            <Table caption={text.transactionsCaption} columns={transactionColumns} rows={data.rows} getRowKey={(row) => row.id} />
            {data.meta.last_page > 1 ? (
              <Pagination page={data.meta.current_page} totalPages={data.meta.last_page} onPageChange={setPage} />
            ) : null}
          </>
        )}
      </LoadState>
    </Box>
  );
}

/** „Was bleibt von einem Verkauf?“: gross price and VAT rate → net, VAT, commission and what the provider keeps. */
function SaleCalculator() {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [taxRate, setTaxRate] = useState(19);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [result, setResult] = useState<Awaited<ReturnType<typeof calculateSale>> | null>(null);
  const errors = firstFieldErrors(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setResult(await calculateSale(amount, taxRate));
    } catch (failure) {
      setError(failure);
      setResult(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.calculator}</h2>
      <form onSubmit={submit} noValidate data-testid="sale-calculator">
        <FilterGrid>
          <FieldShell
            id={`${id}-amount`}
            label={text.saleAmount}
            required
            error={errors.amount}
            hintId={`${id}-amount-hint`}
            errorId={`${id}-amount-error`}
          >
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              maxLength={14}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              $invalid={Boolean(errors.amount)}
            />
          </FieldShell>
          <FieldShell
            id={`${id}-rate`}
            label={text.taxRate}
            error={errors.tax_rate}
            hintId={`${id}-rate-hint`}
            errorId={`${id}-rate-error`}
          >
            <Select id={`${id}-rate`} value={String(taxRate)} onChange={(event) => setTaxRate(Number(event.target.value))}>
              {([19, 7, 0] as const).map((rate) => (
                <option key={rate} value={rate}>
                  {text.taxRates[rate]}
                </option>
              ))}
            </Select>
          </FieldShell>
        </FilterGrid>
        {error !== undefined && Object.keys(errors).length === 0 ? (
          <Alert $tone="error" role="alert">
            <p>{errorMessage(error)}</p>
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" loading={busy}>
            {text.calculate}
          </Button>
        </Actions>
      </form>
      {result ? (
        <Figures aria-live="polite" data-testid="sale-result">
          <div>
            <dt>{text.saleNet}</dt>
            <dd>{formatCurrency(result.net)}</dd>
          </div>
          <div>
            <dt>{text.saleVat}</dt>
            <dd>{formatCurrency(result.vat)}</dd>
          </div>
          <div>
            <dt>{text.saleCommission(percent(result.commission_percent))}</dt>
            <dd>{formatCurrency(result.commission)}</dd>
          </div>
          <div>
            <dt>{text.salePayout}</dt>
            <dd>{formatCurrency(result.payout)}</dd>
          </div>
        </Figures>
      ) : null}
    </Box>
  );
}

/** `/orders/provider/finance`: a period's turnover, VAT, commission, refunds and payouts as figures, chart and tables. */
export default function FinancePage() {
  const [params, setParams] = useSearchParams();
  const { preset, period } = periodFromParams(params, new Date());
  const calculation = useFetch((signal) => getFinanceCalculation(period, signal), [period.date_from, period.date_to, period.group]);
  const periodText = text.periodText(formatDate(period.date_from), formatDate(period.date_to));
  return (
    <ProviderLayout title={text.title}>
      <Muted>{text.intro}</Muted>
      <PeriodForm key={params.toString()} preset={preset} period={period} onApply={setParams} />
      <Muted $small data-testid="finance-period">
        {periodText}
      </Muted>
      <LoadState
        state={calculation}
        skeleton={<SkeletonBlock $height="12rem" />}
        isEmpty={isEmptyPeriod}
        empty={<EmptyState title={text.empty} />}
      >
        {(data) => <Overview calculation={data} periodText={periodText} />}
      </LoadState>
      <Transactions period={period} />
      <SaleCalculator />
    </ProviderLayout>
  );
}
