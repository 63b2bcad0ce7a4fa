import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, formatDate, usePageTitle } from '@marktplatz/shared';
import { Badge, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { DetailSection, Facts, Fact, BackLink, DetailStatus, useDetail } from '../../../components/detail';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { useStaff } from '../../auth';
import { minutesSince, sinceText } from '../../dashboard';
import { getProvider } from '../api/getProvider';
import { DecisionPanel } from '../components/DecisionPanel';
import { StatusBadge } from '../components/StatusBadge';
import { SuspensionPanel } from '../components/SuspensionPanel';
import { providerMessages as t } from '../messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: 1.125rem;
    margin-top: 0;
  }
  h3 {
    font-size: 1rem;
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

const day = (value: string | null) => (value ? formatDate(value) : '–');

/**
 * `/admin/anbieter/:id` (trust & safety, support): everything about a provider — account, verification, trader data,
 * the ID document through a link of a few minutes, payout account, documents, products, orders, package — with the
 * decision on a submission and the suspension (trust & safety decide; support reads).
 */
export default function ProviderDetailPage() {
  const { id } = useParams();
  const providerId = Number(id);
  const { can } = useStaff();
  const allowed = can('trust_safety') || can('support') || can('finance');
  const canDecide = can('trust_safety');
  const {
    load,
    reload: fetchProvider,
    show,
  } = useDetail(providerId, getProvider, {
    enabled: allowed,
    keepWhileReloading: true,
    missing: (failure) => failure.status === 404 || failure.code === 'NOT_FOUND',
  });
  const name = load.state === 'ready' ? load.data.trader.company_name || load.data.contact_name || load.data.email : '';
  usePageTitle(load.state === 'ready' ? t.detailTitle(name) : t.title);

  if (!allowed || !Number.isInteger(providerId)) return <NotFound />;

  if (load.state !== 'ready')
    return load.state === 'failed' && load.missing ? (
      <NotFound />
    ) : (
      <DetailSection aria-label={t.title}>
        <BackLink to="/admin/anbieter">{t.back}</BackLink>
        <DetailStatus load={load} onRetry={fetchProvider} />
      </DetailSection>
    );

  const p = load.data;
  const trader = p.trader;
  const stepTitles = new Map(p.steps.map((step) => [step.key, step.title]));

  return (
    <DetailSection aria-labelledby="admin-provider-title">
      <BackLink to="/admin/anbieter">{t.back}</BackLink>
      <Toolbar>
        <SectionTitle id="admin-provider-title">{t.detailTitle(name)}</SectionTitle>
        <StatusBadge status={p.status} label={p.status_label} />
        {p.suspension ? <Badge $tone="danger">{t.statuses.suspended}</Badge> : null}
      </Toolbar>

      {p.status === 'submitted' && canDecide ? <DecisionPanel provider={p} name={name} onDecided={(provider) => show(provider)} /> : null}
      {p.status === 'submitted' && !canDecide ? <Muted>{t.readOnly}</Muted> : null}

      <Grid>
        <Box aria-labelledby="provider-verification-title">
          <h2 id="provider-verification-title">{t.verification}</h2>
          <Facts>
            <Fact label={t.status}>{p.status_label}</Fact>
            <Fact label={t.submittedAt}>
              {p.submitted_at ? (
                <>
                  {dateTime(p.submitted_at)}
                  {p.status === 'submitted' ? ` (${t.waiting(sinceText(minutesSince(p.submitted_at)))})` : ''}
                </>
              ) : null}
            </Fact>
            {p.verified_at ? <Fact label={t.verifiedAt}>{dateTime(p.verified_at)}</Fact> : null}
            {p.rejected_at && p.status === 'rejected' ? <Fact label={t.rejectedAt}>{dateTime(p.rejected_at)}</Fact> : null}
            {p.rejection_reason ? <Fact label={t.rejectionReason}>{p.rejection_reason}</Fact> : null}
            {p.decided_by ? <Fact label={t.decidedBy}>{p.decided_by}</Fact> : null}
          </Facts>
          {p.missing.length > 0 ? (
            <>
              <p>
                <strong>{t.missing}:</strong>
              </p>
              <Plain>
                {p.steps
                  .filter((step) => !step.done)
                  .map((step) => (
                    <li key={step.key}>{stepTitles.get(step.key)}</li>
                  ))}
              </Plain>
            </>
          ) : (
            <Muted>{t.complete}</Muted>
          )}
        </Box>

        <Box aria-labelledby="provider-account-title">
          <h2 id="provider-account-title">{t.account}</h2>
          <Facts>
            <Fact label={t.number}>{p.id}</Fact>
            <Fact label={t.contact}>{p.contact_name}</Fact>
            <Fact label={t.email}>{p.email}</Fact>
            <Fact label={t.phone}>{p.phone}</Fact>
            <Fact label={t.registered}>{dateTime(p.registered_at)}</Fact>
            <Fact label={t.emailConfirmed}>{p.email_confirmed ? t.yes : t.no}</Fact>
            {p.account_ended_at ? <Fact label={t.accountEnded}>{dateTime(p.account_ended_at)}</Fact> : null}
          </Facts>
        </Box>

        <Box aria-labelledby="provider-trader-title">
          <h2 id="provider-trader-title">{t.trader}</h2>
          <Facts>
            <Fact label={t.legalForm}>{trader.company_type}</Fact>
            <Fact label={t.companyName}>{trader.company_name}</Fact>
            <Fact label={t.representative}>{trader.legal_representative}</Fact>
            <Fact label={t.address}>
              {[
                [trader.street, trader.house_number].filter(Boolean).join(' '),
                [trader.zip_code, trader.city].filter(Boolean).join(' '),
                trader.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </Fact>
            <Fact label={t.traderContact}>{[trader.phone, trader.email].filter(Boolean).join(' · ')}</Fact>
            <Fact label={t.register}>{[trader.register_court, trader.register_number].filter(Boolean).join(', ')}</Fact>
            <Fact label={t.vatId}>{trader.vat_id}</Fact>
            <Fact label={t.taxNumber}>{trader.tax_number}</Fact>
            <Fact label={t.vatStatus}>{trader.vat_status_label}</Fact>
            <Fact label={t.selfCertification}>{trader.self_certified ? t.selfCertified : t.notSelfCertified}</Fact>
          </Facts>
        </Box>

        <Box aria-labelledby="provider-id-document-title">
          <h2 id="provider-id-document-title">{t.idDocument}</h2>
          {p.id_document ? (
            <>
              <p>
                <a href={p.id_document.url} target="_blank" rel="noreferrer noopener" data-testid="provider-id-document">
                  {t.idDocumentOpen(p.id_document.file_name)}
                </a>
              </p>
              <Muted $small>
                {dateTime(p.id_document.uploaded_at)} · {t.idDocumentValid(dateTime(p.id_document.expires_at))}
              </Muted>
            </>
          ) : (
            <Muted>{t.idDocumentNone}</Muted>
          )}
          <h3>{t.payout}</h3>
          {p.payout_account ? (
            <Facts>
              <Fact label={t.accountHolder}>{p.payout_account.account_holder}</Fact>
              <Fact label={t.iban}>{p.payout_account.iban_masked}</Fact>
              <Fact label={t.bic}>{p.payout_account.bic}</Fact>
            </Facts>
          ) : (
            <Muted>{t.payoutNone}</Muted>
          )}
        </Box>

        <Box aria-labelledby="provider-products-title">
          <h2 id="provider-products-title">{t.products}</h2>
          {p.products.total === 0 ? (
            <Muted>{t.productsNone}</Muted>
          ) : (
            <>
              <p>
                <strong>{p.products.total}</strong> – {t.productCounts(p.products.active, p.products.draft, p.products.inactive)}
              </p>
              <p>
                <strong>{t.newestProducts}</strong>
              </p>
              <Plain>
                {p.products.latest.map((product) => (
                  <li key={product.id}>
                    {product.name} – {formatCents(product.price_cents)} ({t.productStatuses[product.status] ?? product.status})
                  </li>
                ))}
              </Plain>
            </>
          )}
        </Box>

        <Box aria-labelledby="provider-orders-title">
          <h2 id="provider-orders-title">{t.orders}</h2>
          <p>{t.ordersTotal(p.orders.total, formatCents(p.orders.total_cents))}</p>
          <p>{t.ordersOpen(p.orders.open)}</p>
          <Facts>
            <Fact label={t.lastOrder}>{p.orders.last_order_at ? dateTime(p.orders.last_order_at) : null}</Fact>
          </Facts>
          <h3>{t.subscription}</h3>
          {p.subscription ? (
            <>
              <p>
                <strong>{p.subscription.package_name}</strong> – {p.subscription.status_label}
              </p>
              <Muted $small>{t.period(day(p.subscription.period_start), day(p.subscription.period_end))}</Muted>
              {p.subscription.cancelled_at ? (
                <Muted $small>
                  {t.cancelledAt}: {dateTime(p.subscription.cancelled_at)}
                </Muted>
              ) : null}
            </>
          ) : (
            <Muted>{t.subscriptionNone}</Muted>
          )}
        </Box>

        <Box aria-labelledby="provider-documents-title">
          <h2 id="provider-documents-title">{t.documents}</h2>
          {p.documents.total === 0 ? (
            <Muted>{t.documentsNone}</Muted>
          ) : (
            <>
              <Plain>
                {p.documents.items.map((document) => (
                  <li key={document.id}>
                    {document.title} ({document.type_text}, {document.file_name}) – {day(document.created_at)}
                  </li>
                ))}
              </Plain>
              {p.documents.total > p.documents.items.length ? (
                <Muted $small>{t.documentsMore(p.documents.items.length, p.documents.total)}</Muted>
              ) : null}
            </>
          )}
        </Box>
      </Grid>

      <SuspensionPanel provider={p} name={name} canDecide={canDecide} onChanged={fetchProvider} />
    </DetailSection>
  );
}
