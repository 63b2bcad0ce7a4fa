import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, ErrorState, notify, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
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
type Errors = Partial<Record<'name' | 'roles' | 'days' | 'form', string>>;

/** `/admin/tokens` (every member): own API tokens; create (shown once, copy) and revoke. */
export default function TokensPage() {
  usePageTitle(t.title);
  const { me } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [days, setDays] = useState('90');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const dayCount = Number(days);
    if (!name.trim()) found.name = t.nameRequired;
    if (roles.length === 0) found.roles = t.rolesRequired;
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > 365) found.days = t.daysInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setCreated(await createToken({ name: name.trim(), roles, expires_in_days: dayCount }));
      setName('');
      setRoles([]);
      setDays('90');
      refresh();
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({
          name: failure.field('name'),
          roles: failure.field('roles'),
          days: failure.field('expires_in_days'),
          form: failure.message,
        });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
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
        <form onSubmit={submit} noValidate aria-label={t.create}>
          <TextInput
            id="token-name"
            label={t.name}
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <RoleCheckboxes
            idPrefix="token"
            legend={t.rolesLegend}
            value={roles}
            onChange={setRoles}
            available={me.credential_roles.includes('admin') ? undefined : me.credential_roles}
            error={errors.roles}
          />
          <TextInput
            id="token-days"
            label={t.days}
            type="number"
            min={1}
            max={365}
            inputMode="numeric"
            required
            value={days}
            error={errors.days}
            onChange={(event) => setDays(event.target.value)}
          />
          {errors.form && !errors.name && !errors.roles && !errors.days ? (
            <Alert $tone="error" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Actions>
            <Button type="submit" loading={busy}>
              {t.submit}
            </Button>
          </Actions>
        </form>
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
