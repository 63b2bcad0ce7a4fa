import { Table, type TableColumn } from '@marktplatz/shared';
import { Alert, SectionTitle } from '@marktplatz/shared/kit';
import type { ImportReport, ImportRowError } from '@marktplatz/shared';
import { messages } from '../../../../messages/provider';

const t = messages.importer;

/** The import's result: the summary and one table row per faulty CSV line (line number, column, German message). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const imported = report.created + report.updated;
  const columns: TableColumn<ImportRowError>[] = [
    { key: 'row', header: t.row, align: 'end', render: (error) => error.row },
    { key: 'column', header: t.field, render: (error) => error.column ?? '–' },
    { key: 'message', header: t.problem, render: (error) => error.message },
  ];
  return (
    <section aria-labelledby="import-report-heading" data-testid="import-report">
      <SectionTitle id="import-report-heading">{t.reportTitle}</SectionTitle>
      <Alert $tone={report.failed > 0 ? 'error' : 'success'} role="status">
        {t.reportSummary(imported, report.failed, report.total)}
        {report.failed === 0 ? ` ${t.allGood}` : ''}
      </Alert>
      {report.rows.some((row) => row.price_notice) ? (
        <Alert as="div" $tone="info" role="note" data-testid="import-price-notices">
          <p>{t.priceNoticesTitle}</p>
          <ul>
            {report.rows
              .filter((row) => row.price_notice)
              .map((row) => (
                <li key={row.row}>{t.priceNotice(row.row, row.sku, row.price_notice ?? '')}</li>
              ))}
          </ul>
        </Alert>
      ) : null}
      {report.errors.length > 0 ? (
        <Table
          columns={columns}
          rows={[...report.errors].sort((a, b) => a.row - b.row)}
          getRowKey={(error, index) => `${error.row}-${error.column ?? ''}-${index}`}
          caption={t.errorsCaption}
          showCaption
        />
      ) : null}
    </section>
  );
}
