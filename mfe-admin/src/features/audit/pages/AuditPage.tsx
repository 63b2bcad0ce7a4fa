import { useCallback, useEffect, useState } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import { Button, ErrorState, Input, notify, Pagination, Select, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listStaff, type StaffMember } from '../../staff';
import { downloadAuditCsv } from '../api/downloadAuditCsv';
import { listAuditActions } from '../api/verifyChain';
import { ChainCheck } from '../components/ChainCheck';
import { listAudit, type AuditEntry, type AuditFilter } from '../api/listAudit';

const t = messages.audit;
const PER_PAGE = 25;

/** Actions always offered as suggestions; the ones the log already holds come from the API. */
const KNOWN_ACTIONS = ['staff.login', 'staff.login_failed', 'staff.created', 'staff.roles_changed', 'audit.exported'];

interface Form {
  staffId: string;
  recordType: string;
  recordId: string;
  action: string;
  from: string;
  to: string;
}

const EMPTY: Form = { staffId: '', recordType: '', recordId: '', action: '', from: '', to: '' };

function toFilter(form: Form): AuditFilter {
  const filter: AuditFilter = {};
  if (form.staffId) filter.staff_id = Number(form.staffId);
  if (form.recordType.trim()) filter.record_type = form.recordType.trim();
  if (form.recordId.trim()) filter.record_id = form.recordId.trim();
  if (form.action.trim()) filter.action = form.action.trim();
  if (form.from) filter.date_from = form.from;
  if (form.to) filter.date_to = form.to;
  return filter;
}

const ChangeList = styled.ul`
  margin: 0;
  padding-left: 1rem;
`;

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Before → after of the changed fields, one line per field. */
function change(entry: AuditEntry) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return '–';
  return (
    <ChangeList>
      {keys.map((key) => (
        <li key={key}>
          {key}: {entry.before && key in entry.before ? show(entry.before[key]) : '–'} →{' '}
          {entry.after && key in entry.after ? show(entry.after[key]) : '–'}
        </li>
      ))}
    </ChangeList>
  );
}

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: AuditEntry[]; total: number; lastPage: number };

/** Long action names, e-mail addresses and values break inside the cards of a phone instead of widening the page. */
const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  input,
  select {
    max-width: 100%;
  }
`;

/** `/admin/audit` (admin): the audit log with filters, paging and CSV. */
export default function AuditPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [people, setPeople] = useState<StaffMember[]>([]);
  const [downloading, setDownloading] = useState(false);

  const [actions, setActions] = useState<string[]>(KNOWN_ACTIONS);

  useEffect(() => {
    listStaff().then(setPeople, () => setPeople([]));
    listAuditActions().then(
      (written) => setActions([...new Set([...written, ...KNOWN_ACTIONS])].sort()),
      () => undefined,
    );
  }, []);

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listAudit(filter, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [filter, page]);
  useEffect(fetchPage, [fetchPage]);

  const apply = (values: Partial<Form>) => {
    setPage(1);
    // an emptied field is `undefined` in the form: the filter reads it as empty
    setFilter(toFilter({ ...EMPTY, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) }));
  };

  const csv = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filter, t.csvName);
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumn<AuditEntry>[] = [
    { key: 'at', header: t.at, render: (row) => dateTime(row.at) },
    { key: 'actor', header: t.actor, render: (row) => row.actor_email ?? t.commandLine },
    { key: 'action', header: t.action, render: (row) => <code>{row.action}</code> },
    { key: 'record', header: t.record, render: (row) => `${row.record_type}${row.record_id ? ` #${row.record_id}` : ''}` },
    { key: 'change', header: t.change, render: change },
    { key: 'reason', header: t.reasonCol, render: (row) => row.reason ?? '–' },
    { key: 'ip', header: t.ip, render: (row) => row.ip ?? '–' },
  ];

  return (
    <Section aria-labelledby="admin-audit-title">
      <SectionTitle id="admin-audit-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <ChainCheck />
      <FinalForm<Partial<Form>> onSubmit={apply} initialValues={EMPTY}>
        {({ handleSubmit, form }) => (
          <form onSubmit={handleSubmit} aria-label={t.filters}>
            <Toolbar>
              <ToolbarField id="audit-person" label={t.person}>
                <Field<string> name="staffId">
                  {({ input }) => (
                    <Select id="audit-person" {...input} value={input.value ?? ''}>
                      <option value="">{t.anyPerson}</option>
                      {people.map((person) => (
                        <option key={person.id} value={person.id}>
                          {person.name} ({person.email})
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </ToolbarField>
              <ToolbarField id="audit-record-type" label={t.recordType}>
                <Field<string> name="recordType">
                  {({ input }) => <Input id="audit-record-type" {...input} value={input.value ?? ''} placeholder="staff_member" />}
                </Field>
              </ToolbarField>
              <ToolbarField id="audit-record-id" label={t.recordId}>
                <Field<string> name="recordId">
                  {({ input }) => <Input id="audit-record-id" {...input} value={input.value ?? ''} size={8} />}
                </Field>
              </ToolbarField>
              <ToolbarField id="audit-action" label={t.action}>
                <Field<string> name="action">
                  {({ input }) => <Input id="audit-action" {...input} value={input.value ?? ''} list="audit-actions" />}
                </Field>
                <datalist id="audit-actions">
                  {actions.map((action) => (
                    <option key={action} value={action} />
                  ))}
                </datalist>
              </ToolbarField>
              <ToolbarField id="audit-from" label={t.from}>
                <Field<string> name="from">
                  {({ input }) => <Input id="audit-from" type="date" {...input} value={input.value ?? ''} />}
                </Field>
              </ToolbarField>
              <ToolbarField id="audit-to" label={t.to}>
                <Field<string> name="to">{({ input }) => <Input id="audit-to" type="date" {...input} value={input.value ?? ''} />}</Field>
              </ToolbarField>
              <Button type="submit">{t.apply}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  form.reset();
                  setPage(1);
                  setFilter({});
                }}
              >
                {t.reset}
              </Button>
              <Button type="button" variant="secondary" onClick={csv} loading={downloading}>
                {t.csv}
              </Button>
            </Toolbar>
          </form>
        )}
      </FinalForm>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        <>
          <Muted role="status">{t.total(load.total)}</Muted>
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.seq} emptyText={t.empty} />
          {load.lastPage > 1 ? <Pagination page={page} totalPages={load.lastPage} onPageChange={setPage} label={t.pages} /> : null}
        </>
      ) : null}
    </Section>
  );
}
