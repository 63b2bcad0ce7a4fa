import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import {
  Button,
  Card,
  ConfirmDialog,
  errorMessage,
  formatDate,
  Input,
  notify,
  Pagination,
  Select,
  Stack,
  Table,
  useAuth,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Badge, LoadState, saveFile, SelectOptions, Toolbar, useConfirmedRemoval } from '@marktplatz/shared/kit';
import {
  deleteDocument,
  downloadInquiryFile,
  getDocumentInfo,
  listDocuments,
  listInquiryDocuments,
  type DocumentType,
  type InquiryDocument,
  type UserDocument,
} from '../api/documents';
import { EditDocumentDialog } from '../components/EditDocumentDialog';
import { UploadDocumentForm } from '../components/UploadDocumentForm';
import { DOCUMENT_TYPES, fileSize } from '../types';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.documents;

async function openDocument(id: number) {
  const info = await getDocumentInfo(id);
  window.open(info.url, '_blank', 'noopener');
}

interface SearchValues {
  search?: string;
  type?: DocumentType | '';
}

/** The search text of a documents list (the label around it names it). */
function SearchInput() {
  return (
    <Field<string> name="search">
      {({ input }) => <Input {...input} value={input.value ?? ''} type="search" placeholder={text.searchPlaceholder} />}
    </Field>
  );
}

function InquiryFiles() {
  const { role } = useAuth();
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const state = useFetch(
    (signal) => listInquiryDocuments(role, { page, ...(applied ? { search: applied } : {}) }, signal),
    [role, page, applied],
  );
  const download = (entry: InquiryDocument) => {
    const action = entry.file
      ? downloadInquiryFile(entry.file).then((blob) => saveFile(blob, entry.file_name))
      : openDocument(entry.document_id!);
    action.catch((error: unknown) => notify.error(errorMessage(error)));
  };
  return (
    <Card aria-labelledby="inquiry-files-title">
      <h2 id="inquiry-files-title">{text.inquiryFiles}</h2>
      {/* The search applies when it is sent (Enter or „Suchen“), from the first page. */}
      <Form<SearchValues>
        onSubmit={(values) => {
          setPage(1);
          setApplied((values.search ?? '').trim());
        }}
      >
        {({ handleSubmit }) => (
          <Toolbar as="form" role="search" onSubmit={handleSubmit}>
            <label className="field">
              {text.search}
              <SearchInput />
            </label>
            <Button type="submit" variant="secondary">
              {text.search}
            </Button>
          </Toolbar>
        )}
      </Form>
      <LoadState state={state} isEmpty={(data) => data.rows.length === 0} empty={<p>{text.inquiryFilesEmpty}</p>}>
        {(data) => (
          <>
            <Table<InquiryDocument>
              caption={text.inquiryFiles}
              rows={data.rows}
              getRowKey={(row) => row.key}
              columns={[
                { key: 'title', header: text.columns.title, render: (row) => row.title },
                { key: 'source', header: text.columns.source, render: (row) => row.source_text },
                { key: 'inquiry', header: text.columns.inquiry, render: (row) => row.inquiry_title },
                { key: 'date', header: text.columns.date, render: (row) => formatDate(row.created_at) },
                { key: 'size', header: text.columns.size, render: (row) => fileSize(row.size), align: 'end' },
                {
                  key: 'actions',
                  header: text.columns.actions,
                  render: (row) => (
                    <Button type="button" size="sm" variant="secondary" onClick={() => download(row)} aria-label={text.download(row.title)}>
                      {text.downloadShort}
                    </Button>
                  ),
                },
              ]}
            />
            <Pagination page={page} totalPages={data.meta.last_page} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </Card>
  );
}

function OwnDocuments() {
  const [applied, setApplied] = useState('');
  const [type, setType] = useState<DocumentType | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserDocument | null>(null);
  const state = useFetch(
    (signal) => listDocuments({ page, ...(applied ? { search: applied } : {}), ...(type ? { type } : {}) }, signal),
    [page, applied, type],
  );
  const removal = useConfirmedRemoval({
    remove: (document: UserDocument) => deleteDocument(document.id),
    removed: text.removed,
    onRemoved: state.reload,
  });
  return (
    <Card aria-labelledby="own-documents-title">
      <h2 id="own-documents-title">{text.own}</h2>
      <UploadDocumentForm onUploaded={() => (page === 1 ? state.reload() : setPage(1))} />
      {/* The search applies when it is sent; the type applies as soon as it is chosen. Both start from page 1. */}
      <Form<SearchValues>
        onSubmit={(values) => {
          setPage(1);
          setApplied((values.search ?? '').trim());
        }}
        initialValues={{ type: '' }}
      >
        {({ handleSubmit }) => (
          <Toolbar as="form" role="search" onSubmit={handleSubmit}>
            <label className="field">
              {text.search}
              <SearchInput />
            </label>
            <label className="field">
              {text.type}
              <Field<string> name="type">
                {({ input }) => (
                  <Select
                    {...input}
                    onChange={(event) => {
                      input.onChange(event);
                      setPage(1);
                      setType(event.target.value as DocumentType | '');
                    }}
                  >
                    <option value="">{text.allTypes}</option>
                    <SelectOptions values={DOCUMENT_TYPES} labels={text.types} />
                  </Select>
                )}
              </Field>
            </label>
            <Button type="submit" variant="secondary">
              {text.search}
            </Button>
          </Toolbar>
        )}
      </Form>
      <LoadState state={state} isEmpty={(data) => data.rows.length === 0} empty={<p>{text.ownEmpty}</p>}>
        {(data) => (
          <>
            <Table<UserDocument>
              caption={text.own}
              rows={data.rows}
              getRowKey={(row) => row.id}
              columns={[
                { key: 'title', header: text.columns.title, render: (row) => row.title },
                { key: 'type', header: text.type, render: (row) => row.type_text },
                { key: 'inquiry', header: text.columns.inquiry, render: (row) => row.inquiry_title ?? '–' },
                {
                  key: 'shared',
                  header: text.columns.shared,
                  render: (row) => <Badge $tone={row.show ? 'success' : 'neutral'}>{row.show ? text.shared : text.notShared}</Badge>,
                },
                { key: 'date', header: text.columns.date, render: (row) => formatDate(row.created_at) },
                { key: 'size', header: text.columns.size, render: (row) => fileSize(row.size), align: 'end' },
                {
                  key: 'actions',
                  header: text.columns.actions,
                  render: (row) => (
                    <Stack $gap="xs">
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={text.download(row.title)}
                        onClick={() => void openDocument(row.id).catch((error: unknown) => notify.error(errorMessage(error)))}
                      >
                        {text.downloadShort}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={`${row.title}: ${text.edit}`}
                        onClick={() => setEditing(row)}
                      >
                        {text.edit}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="danger"
                        aria-label={`${row.title}: ${text.remove}`}
                        onClick={() => removal.ask(row)}
                      >
                        {text.remove}
                      </Button>
                    </Stack>
                  ),
                },
              ]}
            />
            <Pagination page={page} totalPages={data.meta.last_page} onPageChange={setPage} />
          </>
        )}
      </LoadState>
      {editing ? (
        <EditDocumentDialog
          document={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            state.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removal.pending !== null}
        title={text.removeTitle}
        confirmLabel={text.remove}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {removal.pending ? <p>{text.removeText(removal.pending.title)}</p> : null}
      </ConfirmDialog>
    </Card>
  );
}

/** `/account/documents`: files of the user's inquiries and offers, and own uploads (spec 02 §6 "Documents"). */
export default function DocumentsPage() {
  usePageTitle(text.title);
  return (
    <AccountLayout title={text.title}>
      <Stack $gap="lg">
        <InquiryFiles />
        <OwnDocuments />
      </Stack>
    </AccountLayout>
  );
}
