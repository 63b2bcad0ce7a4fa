import { useCallback, useEffect, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  formatDate,
  formatGermanNumber,
  notify,
  Spinner,
  Table,
  usePageTitle,
  type TableColumn,
} from '@marktplatz/shared';
import { Box, Muted, PeriodForm, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { downloadTransparencyCsv } from '../api/downloadTransparencyCsv';
import { getTransparency, type Period, type TransparencyReport } from '../api/getTransparency';
import { transparencyMessages as t } from '../messages';
import { lastFullMonth } from '../lib/period';

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  input {
    max-width: 100%;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; report: TransparencyReport };

interface Row {
  key: string;
  label: string;
  value: string;
}

const count = (value: number) => formatGermanNumber(value);

function FigureTable({ caption, firstHeader, rows }: { caption: string; firstHeader: string; rows: Row[] }) {
  const columns: TableColumn<Row>[] = [
    { key: 'label', header: firstHeader, render: (row) => row.label },
    { key: 'value', header: t.count, render: (row) => row.value, align: 'end' },
  ];
  return (
    <Box aria-label={caption}>
      <h3>{caption}</h3>
      <Table caption={caption} columns={columns} rows={rows} getRowKey={(row) => row.key} emptyText={t.none} />
    </Box>
  );
}

/** `/admin/transparenz` (trust & safety): the DSA figures of a period as tables, and the same as CSV. */
export default function TransparencyPage() {
  usePageTitle(t.title);
  const [period, setPeriod] = useState<Period>(() => lastFullMonth());
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [downloading, setDownloading] = useState(false);

  const fetchReport = useCallback(() => {
    setLoad({ state: 'loading' });
    getTransparency(period).then(
      (report) => setLoad({ state: 'ready', report }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [period]);
  useEffect(fetchReport, [fetchReport]);

  const csv = async () => {
    setDownloading(true);
    try {
      await downloadTransparencyCsv(period, t.csvName(period.date_from, period.date_to));
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setDownloading(false);
    }
  };

  const report = load.state === 'ready' ? load.report : null;

  return (
    <Section aria-labelledby="admin-transparency-title">
      <SectionTitle id="admin-transparency-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <PeriodForm
        value={period}
        onApply={(form) => {
          const problem = !form.date_from || !form.date_to ? t.required : form.date_from > form.date_to ? t.invalid : null;
          if (problem) return { [FORM_ERROR]: problem };
          setPeriod(form);
          return undefined;
        }}
        label={t.period}
        fromLabel={t.from}
        toLabel={t.to}
        showLabel={t.show}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setPeriod(lastFullMonth())}>
              {t.lastMonth}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void csv()} loading={downloading}>
              {t.csv}
            </Button>
          </>
        }
      />
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchReport} /> : null}
      {report ? (
        <>
          <h3 role="status">{t.heading(formatDate(report.date_from), formatDate(report.date_to))}</h3>
          <Grid>
            <FigureTable
              caption={t.overview}
              firstHeader={t.figure}
              rows={[
                { key: 'total', label: t.noticesTotal, value: count(report.notices_total) },
                { key: 'no_action', label: t.noAction, value: count(report.decisions_no_action) },
                { key: 'own', label: t.ownInitiative, value: count(report.own_initiative_actions) },
                { key: 'median', label: t.medianDecision, value: t.hours(report.median_hours_to_decision) },
                { key: 'median_complaint', label: t.medianComplaint, value: t.hours(report.median_hours_to_complaint_decision) },
              ]}
            />
            <FigureTable
              caption={t.complaints}
              firstHeader={t.figure}
              rows={(['received', 'decided', 'upheld', 'reversed', 'open'] as const).map((key) => ({
                key,
                label: t.complaintRows[key],
                value: count(report.complaints[key]),
              }))}
            />
            <FigureTable
              caption={t.byCategory}
              firstHeader={t.category}
              rows={report.notices_by_category.map((row) => ({ key: row.category, label: row.label, value: count(row.count) }))}
            />
            <FigureTable
              caption={t.bySource}
              firstHeader={t.source}
              rows={report.notices_by_source.map((row) => ({ key: row.source, label: row.label, value: count(row.count) }))}
            />
            <FigureTable
              caption={t.actions}
              firstHeader={`${t.action} / ${t.ground}`}
              rows={report.actions_by_type_and_ground.map((row) => ({
                key: `${row.action}-${row.ground}`,
                label: `${row.action_label} – ${row.ground_label}`,
                value: count(row.count),
              }))}
            />
          </Grid>
        </>
      ) : null}
    </Section>
  );
}
