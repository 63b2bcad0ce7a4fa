import { useId } from 'react';
import { Button, Table, errorMessage, formatCents, formatDate, notify, useFetch, type TableColumn } from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState } from '@marktplatz/shared/kit';
import { downloadCommissionDocument, getCommissionDocuments, type CommissionDocument } from '../api/getCommissionDocuments';

/** The texts of the commission documents' list (German). */
export const commissionText = {
  title: 'Provisionsrechnungen und Gutschriften',
  intro:
    'Jeden Monat stellt Ihnen der Marktplatz die Provision des Vormonats mit 19 % Umsatzsteuer in Rechnung und schreibt Ihnen die Provision erstatteter Bestellungen gut. Beides wird mit Ihrem Guthaben verrechnet.',
  empty: 'Noch keine Provisionsrechnungen oder Gutschriften.',
  columns: {
    number: 'Nummer',
    date: 'Datum',
    kind: 'Art',
    period: 'Zeitraum',
    net: 'Netto',
    vat: 'USt. 19 %',
    total: 'Brutto',
    actions: 'Herunterladen',
  },
  pdf: 'PDF',
  xml: 'E-Rechnung (XML)',
  downloadPdf: (kind: string, number: string) => `${kind} ${number} als PDF herunterladen`,
  downloadXml: (kind: string, number: string) => `${kind} ${number} als E-Rechnung (XML) herunterladen`,
};

async function download(document: CommissionDocument, kind: 'pdf' | 'xml') {
  try {
    await downloadCommissionDocument(document, kind);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

const columns: TableColumn<CommissionDocument>[] = [
  { key: 'number', header: commissionText.columns.number, render: (row) => row.document_number },
  { key: 'date', header: commissionText.columns.date, render: (row) => formatDate(row.issued_at) },
  {
    key: 'kind',
    header: commissionText.columns.kind,
    render: (row) => <Badge $tone={row.kind === 'invoice' ? 'neutral' : 'success'}>{row.kind_text}</Badge>,
  },
  {
    key: 'period',
    header: commissionText.columns.period,
    render: (row) => `${formatDate(row.period_start)} – ${formatDate(row.period_last_day)}`,
  },
  { key: 'net', header: commissionText.columns.net, align: 'end', render: (row) => formatCents(row.net_cents) },
  { key: 'vat', header: commissionText.columns.vat, align: 'end', render: (row) => formatCents(row.vat_cents) },
  { key: 'total', header: commissionText.columns.total, align: 'end', render: (row) => formatCents(row.total_cents) },
  {
    key: 'actions',
    header: commissionText.columns.actions,
    render: (row) => (
      <Actions>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={commissionText.downloadPdf(row.kind_text, row.document_number)}
          onClick={() => void download(row, 'pdf')}
        >
          {commissionText.pdf}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={commissionText.downloadXml(row.kind_text, row.document_number)}
          onClick={() => void download(row, 'xml')}
        >
          {commissionText.xml}
        </Button>
      </Actions>
    ),
  },
];

/** The marketplace's monthly commission documents to the provider (`/billing/commission-documents`), with downloads. */
export function CommissionDocumentTable() {
  const id = useId();
  const state = useFetch((signal) => getCommissionDocuments(signal), []);
  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{commissionText.title}</h2>
      <p>{commissionText.intro}</p>
      <LoadState state={state}>
        {(rows) => (
          <Table
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            caption={commissionText.title}
            emptyText={commissionText.empty}
          />
        )}
      </LoadState>
    </Box>
  );
}
