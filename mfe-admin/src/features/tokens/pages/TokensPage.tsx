import { useCallback, useEffect, useState } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  notify,
  NumberField,
  Spinner,
  Table,
  TextField,
  usePageTitle,
  type NumberFieldValue,
  type TableColumn,
} from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { RoleCheckboxes } from '../../../lib/RoleCheckboxes';
import { messages, type StaffRole } from '../../../messages';
import { useStaff } from '../../auth';
import { createToken, type NewApiToken } from '../api/createToken';
import { listTokens, type ApiToken } from '../api/listTokens';
import { revokeToken } from '../api/revokeToken';

const t = messages.tokens;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  user-select: all;
`;

function stateOf(token: ApiToken): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (token.revoked_at) return { label: t.revoked, tone: 'neutral' };
  if (new Date(token.expires_at).getTime() < Date.now()) return { label: t.expired, tone: 'warning' };
  return { label: t.active, tone: 'success' };
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: ApiToken[] };
type TokenValues = { name: string; roles: StaffRole[]; days: NumberFieldValue };

const INITIAL: Partial<TokenValues> = { roles: [], days: 90 };

const validDays = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 365 ? undefined : t.daysInvalid;

/** `/admin/tokens` (every member): own API tokens; create (shown once, copy) and revoke. */
export default function TokensPage() {
  usePageTitle(t.title);
  const { me } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [created, setCreated] = useState<NewApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const refresh = useCallback(() => {
    listTokens().then(
      (rows) => setLoad({ state: 'ready', rows }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const submit = async (values: TokenValues, form: FormApi<TokenValues>): Promise<SubmissionErrors | undefined> => {
    try {
      setCreated(await createToken({ name: values.name.trim(), roles: values.roles, expires_in_days: Number(values.days) }));
      setTimeout(() => form.restart(INITIAL));
      refresh();
      return undefined;
    } catch (failure) {
      if (failure instanceof AdminFailure) {
        const fields = { name: failure.field('name'), roles: failure.field('roles'), days: failure.field('expires_in_days') };
        return { ...fields, [FORM_ERROR]: fields.name || fields.roles || fields.days ? undefined : failure.message };
      }
      return { [FORM_ERROR]: messages.errors.generic };
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      notify.success(t.copied);
    } catch {
      notify.error(t.copyFailed);
    }
  };

  const columns: TableColumn<ApiToken>[] = [
    { key: 'name', header: t.name, render: (row) => <strong>{row.name}</strong> },
    { key: 'roles', header: t.rolesLegend, render: (row) => row.roles.map((role) => messages.roles[role]).join(', ') },
    { key: 'created', header: t.created, render: (row) => dateTime(row.created_at) },
    { key: 'expires', header: t.expires, render: (row) => dateTime(row.expires_at) },
    { key: 'used', header: t.lastUsed, render: (row) => dateTime(row.last_used_at) },
    {
      key: 'state',
      header: t.state,
      render: (row) => {
        const state = stateOf(row);
        return (
          <Badge $tone={state.tone} $outline>
            {state.label}
          </Badge>
        );
      },
    },
    {
      key: 'revoke',
      header: t.revoke,
      mobileLabel: t.revoke,
      render: (row) =>
        row.revoked_at ? null : (
          <Button type="button" size="sm" variant="danger" onClick={() => setRevoking(row)} aria-label={`${t.revoke}: ${row.name}`}>
            {t.revoke}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="admin-tokens-title">
      <SectionTitle id="admin-tokens-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {created ? (
        <Box role="status" aria-live="polite" data-testid="admin-new-token">
          <Alert $tone="warning">{t.once}</Alert>
          <p>
            <strong>{t.tokenLabel}</strong> „{created.name}“
          </p>
          <Secret>{created.token}</Secret>
          <Actions>
            <Button type="button" onClick={copy}>
              {t.copy}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setCreated(null)}>
              {t.done}
            </Button>
          </Actions>
        </Box>
      ) : null}
      <Box>
        <h2>{t.create}</h2>
        <Form<TokenValues>
          onSubmit={submit}
          initialValues={INITIAL}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t.create}>
              <TextField
                id="token-name"
                name="name"
                label={t.name}
                required
                requiredMessage={t.nameRequired}
                validate={(value) => (typeof value === 'string' && value.trim() ? undefined : t.nameRequired)}
              />
              <RoleCheckboxes
                idPrefix="token"
                legend={t.rolesLegend}
                requiredMessage={t.rolesRequired}
                available={me.credential_roles.includes('admin') ? undefined : me.credential_roles}
              />
              <NumberField id="token-days" name="days" label={t.days} required requiredMessage={t.daysInvalid} validate={validDays} />
              <FormEnd error={submitError} submitting={submitting} label={t.submit} />
            </form>
          )}
        />
      </Box>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={refresh} /> : null}
      {load.state === 'ready' ? (
        <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty} />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.revokeTitle(revoking.name) : ''}
        confirmLabel={t.revoke}
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeToken(revoking.id);
            notify.success(t.revoked_done);
          } catch (failure) {
            notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
          }
          setRevoking(null);
          refresh();
        }}
      >
        <p>{t.revokeText}</p>
      </ConfirmDialog>
    </section>
  );
}
