import { lazy, useCallback, useEffect, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import {
  formatCents,
  Button,
  ErrorState,
  formatDate,
  notify,
  SelectField,
  Spinner,
  Table,
  usePageTitle,
  type TableColumn,
} from '@marktplatz/shared';
import { Box, ChartSuspense, FigureList, Muted, PeriodForm, SectionTitle } from '@marktplatz/shared/kit';
import type { Figure } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { downloadFiguresCsv } from '../api/downloadFiguresCsv';
import { getFigures, type FigureBucket, type Figures, type FiguresQuery, type FigureTotals, type Granularity } from '../api/getFigures';
import { figuresMessages as t } from '../messages';
import { periodProblem, PRESET_GRANULARITY, presetPeriod, PRESETS, type Preset } from '../lib/period';

const FiguresChart = lazy(() => import('../components/FiguresChart'));

const GRANULARITIES: Granularity[] = ['day', 'week', 'month'];

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  input,
  select {
    max-width: 100%;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; figures: Figures };

/** A row of the table: a bucket, or the sum of the period. */
type Row = FigureTotals & { key: string; label: string };

const columns: TableColumn<Row>[] = [
  { key: 'label', header: t.bucket, render: (row) => row.label },
  { key: 'gmv', header: t.gmv, align: 'end', render: (row) => formatCents(row.gmv_cents) },
  { key: 'orders', header: t.orders, align: 'end', render: (row) => t.count(row.orders) },
  { key: 'commission', header: t.commission, align: 'end', render: (row) => formatCents(row.commission_cents) },
  { key: 'take_rate', header: t.takeRate, align: 'end', render: (row) => t.percent(row.take_rate_basis_points) },
  {
    key: 'refunds',
    header: t.refunds,
    align: 'end',
    render: (row) => `${formatCents(row.refunds_cents)} (${t.count(row.refunds)})`,
  },
  { key: 'providers', header: t.activeProviders, align: 'end', render: (row) => t.count(row.active_providers) },
  { key: 'customers', header: t.activeCustomers, align: 'end', render: (row) => t.count(row.active_customers) },
];

function isQuiet(totals: FigureTotals): boolean {
  return totals.gmv_cents === 0 && totals.commission_cents === 0 && totals.refunds === 0 && totals.orders === 0;
}

function TotalsTiles({ totals }: { totals: FigureTotals }) {
  const figures: Figure[] = [
    { label: t.gmv, value: formatCents(totals.gmv_cents), testId: 'figures-gmv' },
    { label: t.commission, value: formatCents(totals.commission_cents), testId: 'figures-commission' },
    { label: t.takeRate, value: t.percent(totals.take_rate_basis_points), testId: 'figures-take-rate' },
    { label: t.orders, value: t.count(totals.orders), detail: t.vendorOrders(totals.vendor_orders), testId: 'figures-orders' },
    { label: t.refunds, value: formatCents(totals.refunds_cents), detail: t.refundCount(totals.refunds), testId: 'figures-refunds' },
    { label: t.activeProviders, value: t.count(totals.active_providers), testId: 'figures-providers' },
    { label: t.activeCustomers, value: t.count(totals.active_customers), testId: 'figures-customers' },
  ];
  return <FigureList $min="13rem" aria-label={t.totals} figures={figures} />;
}

function FiguresView({ figures }: { figures: Figures }) {
  const from = formatDate(figures.date_from);
  const to = formatDate(figures.date_to);
  const unit = t.chartUnit[figures.granularity];
  const rows: Row[] = [...figures.buckets.map((bucket: FigureBucket) => ({ ...bucket })), { ...figures.totals, key: 'sum', label: t.sum }];
  return (
    <>
      <h3 role="status">{t.heading(from, to)}</h3>
      <TotalsTiles totals={figures.totals} />
      {isQuiet(figures.totals) ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <Box aria-labelledby="admin-figures-chart">
          <h3 id="admin-figures-chart">{t.chartHeading}</h3>
          <ChartSuspense loadingText={t.chartLoading}>
            <FiguresChart buckets={figures.buckets} label={t.chartLabel(unit, from, to)} />
          </ChartSuspense>
          <Table caption={t.tableCaption(unit)} columns={columns} rows={rows} getRowKey={(row) => row.key} />
        </Box>
      )}
    </>
  );
}

const initial = (): FiguresQuery => ({ ...presetPeriod('last30'), granularity: 'day' });

/** `/admin/kennzahlen` (finance): the marketplace's figures of a period as tiles, chart and table, and as CSV. */
export default function FiguresPage() {
  usePageTitle(t.title);
  const [query, setQuery] = useState<FiguresQuery>(initial);
  const [preset, setPreset] = useState<Preset | null>('last30');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [downloading, setDownloading] = useState(false);

  const fetchFigures = useCallback(() => {
    setLoad({ state: 'loading' });
    getFigures(query).then(
      (figures) => setLoad({ state: 'ready', figures }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [query]);
  useEffect(fetchFigures, [fetchFigures]);

  const choose = (chosen: Preset) => {
    const next = { ...presetPeriod(chosen), granularity: PRESET_GRANULARITY[chosen] };
    setPreset(chosen);
    setQuery(next);
  };

  const csv = async () => {
    setDownloading(true);
    try {
      await downloadFiguresCsv(query, t.csvName(query.date_from, query.date_to));
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Section aria-labelledby="admin-figures-title">
      <SectionTitle id="admin-figures-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <Presets role="group" aria-label={t.presets}>
        {PRESETS.map((key) => (
          <Button key={key} type="button" variant="secondary" size="sm" aria-pressed={preset === key} onClick={() => choose(key)}>
            {t.presetLabels[key]}
          </Button>
        ))}
      </Presets>
      <PeriodForm
        value={query}
        onApply={(form) => {
          const problem = periodProblem(form);
          if (problem) return { [FORM_ERROR]: t.problems[problem] };
          setPreset(null);
          setQuery(form);
          return undefined;
        }}
        label={t.period}
        fromLabel={t.from}
        toLabel={t.to}
        showLabel={t.show}
        after={
          <SelectField
            name="granularity"
            label={t.granularity}
            emptyOption={false}
            options={GRANULARITIES.map((value) => ({ value, label: t.granularities[value] }))}
          />
        }
        actions={
          <Button type="button" variant="secondary" onClick={() => void csv()} loading={downloading}>
            {t.csv}
          </Button>
        }
      />
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchFigures} /> : null}
      {load.state === 'ready' ? <FiguresView figures={load.figures} /> : null}
    </Section>
  );
}
