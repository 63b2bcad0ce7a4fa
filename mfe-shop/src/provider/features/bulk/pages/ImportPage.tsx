import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Stack, Table, errorMessage, fileExtension, notify, type TableColumn } from '@marktplatz/shared';
import { Actions, Alert, FilePicker, Muted, ProgressBar, saveFile } from '@marktplatz/shared/kit';
import type { ImportReport } from '@marktplatz/shared';
import { downloadTemplate } from '../api/downloadTemplate';
import { importBulkProducts, type RowProgress } from '../api/importBulkProducts';
import { ImportReportView } from '../components/ImportReportView';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';

const t = messages.importer;
interface ColumnDoc {
  name: string;
  required: string;
  content: string;
}
const COLUMNS: ColumnDoc[] = t.columns.map(([name, required, content]) => ({ name, required, content }));
const COLUMN_DOCS: TableColumn<ColumnDoc>[] = [
  { key: 'name', header: t.column, render: (column) => <code>{column.name}</code> },
  { key: 'required', header: t.required, render: (column) => column.required },
  { key: 'content', header: t.content, render: (column) => column.content },
];

const Help = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    padding-block: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    box-sizing: border-box;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

/** The documented column set of the import file (api/src/modules/shop/provider/README.md „CSV import“). */
function ColumnsHelp() {
  return (
    <Help>
      <summary>{t.columnsTitle}</summary>
      <Muted>{t.columnsIntro}</Muted>
      <Table columns={COLUMN_DOCS} rows={COLUMNS} getRowKey={(column) => column.name} caption={t.columnsCaption} />
      <Muted>{t.variantsNote}</Muted>
    </Help>
  );
}

export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Checks the chosen file: .csv and at most 5 MB; answers the German problem or null. */
export function checkCsv(file: File): string | null {
  if (fileExtension(file.name) !== 'csv') return t.wrongType;
  if (file.size > CSV_MAX_BYTES) return t.tooLarge;
  return null;
}

/** `/shop/provider/import`: template download, upload with progress, the server's row progress, the report. */
export default function ImportPage() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<number | null>(null);
  const [rows, setRows] = useState<RowProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    setReport(null);
    setUpload(null);
    setRows(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkCsv(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setReport(null);
    setUpload(0);
    setRows(null);
    try {
      const result = await importBulkProducts(file, setUpload, setRows);
      setRows({ processed: result.total, total: result.total });
      setReport(result);
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      const blob = await downloadTemplate();
      saveFile(blob, 'produkt-import-vorlage.csv');
    } catch (reason) {
      notify.error(errorMessage(reason));
    }
  };

  const reset = () => {
    setFile(null);
    setReport(null);
    setUpload(null);
    setRows(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <ProviderLayout title={t.title}>
      <Stack $gap="md">
        <Muted>{t.intro}</Muted>
        <Actions>
          <Button variant="secondary" onClick={() => void template()}>
            {t.template}
          </Button>
        </Actions>
        <ColumnsHelp />
        <FilePicker
          id={inputId}
          inputRef={inputRef}
          accept=".csv,text/csv"
          buttonText={t.choose}
          status={`${file ? file.name : t.none} · ${t.fileHint}`}
          describedBy={`${inputId}-status`}
          testId="import-input"
          onChange={(files) => choose(files[0])}
        />
        {error ? (
          <Alert $tone="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {upload !== null ? (
          <div>
            <strong>{t.uploading}</strong>
            <ProgressBar value={upload} label={t.uploadProgress} testId="import-upload-progress" />
          </div>
        ) : null}
        {rows !== null ? (
          <div>
            <strong>{t.processing}</strong>
            <ProgressBar
              value={rows.total > 0 ? (rows.processed / rows.total) * 100 : 0}
              label={t.rowProgress}
              testId="import-row-progress"
            />
            <Muted aria-live="polite">{t.rowsDone(rows.processed, rows.total)}</Muted>
          </div>
        ) : null}
        <Actions>
          <Button onClick={() => void start()} disabled={!file || busy} loading={busy}>
            {t.start}
          </Button>
        </Actions>
        {report ? (
          <>
            <ImportReportView report={report} />
            <Actions>
              <Button variant="secondary" onClick={reset}>
                {t.again}
              </Button>
              <Link to="/shop/provider/products">{t.toProducts}</Link>
            </Actions>
          </>
        ) : null}
      </Stack>
    </ProviderLayout>
  );
}
