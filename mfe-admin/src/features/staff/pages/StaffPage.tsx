import styled from 'styled-components';
import { useCallback, useEffect, useState } from 'react';
import { Button, EmptyState, ErrorState, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Actions, Badge, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { listStaff, type StaffMember } from '../api/listStaff';
import { CreateStaffDialog } from '../components/CreateStaffDialog';
import { StaffActionDialog, type StaffAction } from '../components/StaffActionDialog';

/** The row's actions one under the other, each as wide as the longest, so the table keeps its width. */
const RowActions = styled(Actions)`
  flex-direction: column;
  align-items: stretch;
  min-width: 10.5rem;
`;

const t = messages.staff;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: StaffMember[] };

/** `/admin/mitarbeitende` (admin): every member; create, change roles, deactivate, reset 2FA. */
export default function StaffPage() {
  usePageTitle(t.title);
  const { me } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ member: StaffMember; action: StaffAction } | null>(null);

  const refresh = useCallback(() => {
    listStaff().then(
      (rows) => setLoad({ state: 'ready', rows }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const columns: TableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: t.name,
      render: (row) => (
        <>
          <strong>{row.name}</strong>
          <br />
          {row.email}
        </>
      ),
    },
    {
      key: 'roles',
      header: t.rolesCol,
      render: (row) => row.roles.map((role) => messages.roles[role]).join(', '),
    },
    {
      key: 'twoFactor',
      header: t.twoFactor,
      render: (row) => (
        <Badge $tone={row.two_factor_enrolled ? 'success' : 'warning'} $outline>
          {row.two_factor_enrolled ? t.enrolled : t.notEnrolled}
        </Badge>
      ),
    },
    {
      key: 'state',
      header: t.state,
      render: (row) => (
        <>
          {!row.active ? t.deactivated : row.password_set ? t.active : t.invited}
          <br />
          <Muted $small>
            {t.lastSeen}: {row.last_seen_at ? dateTime(row.last_seen_at) : messages.never}
          </Muted>
        </>
      ),
    },
    {
      key: 'actions',
      header: t.actions,
      render: (row) =>
        row.active && row.id !== me.id ? (
          <RowActions>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setActing({ member: row, action: 'roles' })}
              aria-label={`${t.changeRoles}: ${row.name}`}
            >
              {t.changeRoles}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setActing({ member: row, action: 'reset2fa' })}
              aria-label={`${t.reset2fa}: ${row.name}`}
            >
              {t.reset2fa}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="danger"
              onClick={() => setActing({ member: row, action: 'deactivate' })}
              aria-label={`${t.deactivate}: ${row.name}`}
            >
              {t.deactivate}
            </Button>
          </RowActions>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="admin-staff-title">
      <Toolbar>
        <SectionTitle id="admin-staff-title">{t.title}</SectionTitle>
        <Button type="button" onClick={() => setCreating(true)}>
          {t.create}
        </Button>
      </Toolbar>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={refresh} /> : null}
      {load.state === 'ready' ? (
        load.rows.length === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} />
        )
      ) : null}
      <CreateStaffDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          refresh();
        }}
      />
      <StaffActionDialog
        member={acting?.member ?? null}
        action={acting?.action ?? 'roles'}
        onClose={() => setActing(null)}
        onDone={() => {
          setActing(null);
          refresh();
        }}
      />
    </section>
  );
}
