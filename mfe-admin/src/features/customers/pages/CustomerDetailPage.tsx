import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatCents, formatDate, notify, usePageTitle } from '@marktplatz/shared';
import { Alert, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { DetailSection, Facts, Fact, BackLink, DetailStatus, useDetail } from '../../../components/detail';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { downloadCustomerExport } from '../api/downloadCustomerExport';
import { getCustomer } from '../api/getCustomer';
import { resendConfirmation } from '../api/resendConfirmation';
import type { CustomerDetail } from '../api/types';
import { CustomerActionDialog, type CustomerAction } from '../components/CustomerActionDialog';
import { EraseDialog } from '../components/EraseDialog';
import { StateBadge } from '../components/StateBadge';
import { customerMessages as t } from '../messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: 1.125rem;
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Danger = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * `/admin/kunden/:id` (support, admin): profile, state, security, addresses and orders, and the actions — lock /
 * unlock, resend the confirmation link, reset 2FA (each with a reason), the data export download and the erasure
 * with a typed confirmation.
 */
export default function CustomerDetailPage() {
  const { id } = useParams();
  const customerId = Number(id);
  const { can } = useStaff();
  const allowed = can('support');
  const { load, reload: fetchCustomer, show } = useDetail(customerId, getCustomer, { enabled: allowed, keepWhileReloading: true });
  const [action, setAction] = useState<CustomerAction | null>(null);
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState<'export' | 'resend' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.data.name) : t.title);

  if (!allowed || !Number.isInteger(customerId)) return <NotFound />;

  if (load.state !== 'ready')
    return load.state === 'failed' && load.missing ? (
      <NotFound />
    ) : (
      <DetailSection aria-label={t.title}>
        <BackLink to="/admin/kunden">{t.back}</BackLink>
        <DetailStatus load={load} onRetry={fetchCustomer} />
      </DetailSection>
    );

  const c = load.data;
  const deleted = c.state === 'deleted';
  const updated = (customer: CustomerDetail) => {
    setAction(null);
    setErasing(false);
    show(customer);
  };

  const run = async (kind: 'export' | 'resend') => {
    setBusy(kind);
    setActionError(null);
    try {
      if (kind === 'export') {
        await downloadCustomerExport(c.id);
        notify.success(t.exported);
      } else {
        await resendConfirmation(c.id);
        notify.success(t.resent);
      }
    } catch (failure) {
      setActionError(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setBusy(null);
    }
  };

  return (
    <DetailSection aria-labelledby="admin-customer-title">
      <BackLink to="/admin/kunden">{t.back}</BackLink>
      <Toolbar>
        <SectionTitle id="admin-customer-title">{t.detailTitle(c.name)}</SectionTitle>
        <StateBadge state={c.state} />
      </Toolbar>
      <Muted>
        {t.number} {c.id}
      </Muted>

      <Grid>
        <Box as="section" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t.profile}</h2>
          <Facts>
            <Fact label={t.email}>{c.email}</Fact>
            <Fact label={t.phone}>{c.phone}</Fact>
            <Fact label={t.birthday}>{c.birthday ? formatDate(c.birthday) : null}</Fact>
            <Fact label={t.registered}>{dateTime(c.created_at)}</Fact>
            <Fact label={t.confirmed}>{c.email_confirmed_at ? dateTime(c.email_confirmed_at) : t.notConfirmed}</Fact>
            <Fact label={t.newsletter}>{c.newsletter ? t.yes : t.no}</Fact>
          </Facts>
        </Box>
        <Box as="section" aria-labelledby="customer-security">
          <h2 id="customer-security">{t.security}</h2>
          <Facts>
            <Fact label={t.lastLogin}>{c.last_login_at ? dateTime(c.last_login_at) : t.never}</Fact>
            <Fact label={t.twoFactor}>{c.two_factor.enabled ? t.twoFactorOn(c.two_factor.mobile_hint) : t.twoFactorOff}</Fact>
            {c.locked_at ? <Fact label={t.lockedSince}>{dateTime(c.locked_at)}</Fact> : null}
            {c.locked_at ? <Fact label={t.lockReason}>{c.locked_reason}</Fact> : null}
            {c.deleted_at ? <Fact label={t.deletedAt}>{dateTime(c.deleted_at)}</Fact> : null}
          </Facts>
        </Box>
        <Box as="section" aria-labelledby="customer-activity">
          <h2 id="customer-activity">{t.activity}</h2>
          <Facts>
            <Fact label={t.addresses}>{String(c.addresses_count)}</Fact>
            <Fact label={t.orders}>{String(c.orders.count)}</Fact>
            <Fact label={t.ordersTotal}>{formatCents(c.orders.total_cents)}</Fact>
            <Fact label={t.lastOrder}>{c.orders.last_order_at ? dateTime(c.orders.last_order_at) : null}</Fact>
            {deleted ? <Fact label={t.retained}>{String(c.retained_invoices)}</Fact> : null}
          </Facts>
          {deleted && c.retained_invoices > 0 ? <Muted $small>{t.retainedText(c.retained_invoices)}</Muted> : null}
        </Box>
      </Grid>

      <Box as="section" aria-labelledby="customer-actions">
        <h2 id="customer-actions">{t.actions}</h2>
        {deleted ? (
          <Muted>{t.deletedNote}</Muted>
        ) : (
          <>
            <Actions>
              {c.state === 'locked' ? (
                <Button type="button" variant="secondary" onClick={() => setAction('unlock')}>
                  {t.unlock}
                </Button>
              ) : (
                <Button type="button" variant="secondary" onClick={() => setAction('lock')}>
                  {t.lock}
                </Button>
              )}
              {c.two_factor.enabled ? (
                <Button type="button" variant="secondary" onClick={() => setAction('reset2fa')}>
                  {t.reset2fa}
                </Button>
              ) : null}
              {c.email_confirmed_at ? null : (
                <Button type="button" variant="secondary" loading={busy === 'resend'} onClick={() => void run('resend')}>
                  {t.resend}
                </Button>
              )}
            </Actions>
            <Actions>
              <Button
                type="button"
                variant="secondary"
                loading={busy === 'export'}
                onClick={() => void run('export')}
                aria-describedby="customer-export-hint"
              >
                {t.export}
              </Button>
            </Actions>
            <Muted $small id="customer-export-hint">
              {t.exportHint}
            </Muted>
            <Danger>
              <Button type="button" variant="danger" onClick={() => setErasing(true)} aria-describedby="customer-erase-hint">
                {t.erase}
              </Button>
              <Muted $small id="customer-erase-hint">
                {t.eraseHint}
              </Muted>
            </Danger>
          </>
        )}
        {actionError ? (
          <Alert $tone="error" role="alert">
            {actionError}
          </Alert>
        ) : null}
      </Box>

      <CustomerActionDialog customer={c} action={action} onClose={() => setAction(null)} onDone={updated} />
      <EraseDialog customer={c} open={erasing} onClose={() => setErasing(false)} onDone={updated} />
    </DetailSection>
  );
}
