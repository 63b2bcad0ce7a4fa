import { useParams } from 'react-router-dom';
import { formatCents, usePageTitle } from '@marktplatz/shared';
import { Alert, Box, FileLinks, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { DetailSection, Quote, BackLink, DetailStatus, useDetail } from '../../../components/detail';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { getDispute } from '../api/getDispute';
import { DecisionForm } from '../components/DecisionForm';
import { disputeMessages as t } from '../messages';

function Photos({ photos }: { photos: { id: number; file_name: string; url: string }[] }) {
  return <FileLinks label={t.photos} files={photos.map((photo) => ({ id: photo.id, url: photo.url, text: t.photo(photo.file_name) }))} />;
}

/** `/admin/streitfaelle/:id` (support): both statements and photos, the order and refund, the decision. */
export default function DisputeDetailPage() {
  const { id } = useParams();
  const disputeId = Number(id);
  const { load, reload: fetchDispute } = useDetail(disputeId, getDispute);
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.data.id) : t.title);

  if (!Number.isInteger(disputeId)) return <NotFound />;
  const dispute = load.state === 'ready' ? load.data : null;

  return (
    <DetailSection aria-labelledby="admin-dispute-title">
      <BackLink to="/admin/streitfaelle">{t.back}</BackLink>
      <DetailStatus load={load} onRetry={fetchDispute} />
      {dispute ? (
        <>
          <SectionTitle id="admin-dispute-title">{t.detailTitle(dispute.id)}</SectionTitle>
          <p data-testid="admin-dispute-status">
            <strong>
              {dispute.status_text}
              {dispute.outcome_text ? `: ${dispute.outcome_text}` : ''}
            </strong>
          </p>
          <Box aria-labelledby="dispute-facts-title">
            <h3 id="dispute-facts-title">{t.order}</h3>
            <p>
              {dispute.order_number} · {t.vendorOrder(dispute.vendor_order_number, dispute.provider_name)}
            </p>
            <p>
              <strong>{t.claimed}:</strong> {formatCents(dispute.claimed_cents)} · <strong>{t.openedAt}:</strong>{' '}
              {dateTime(dispute.created_at)} · <strong>{t.deadline}:</strong> {dateTime(dispute.answer_due_at)}
            </p>
          </Box>
          <Box aria-labelledby="dispute-customer-title">
            <h3 id="dispute-customer-title">{t.customer}</h3>
            <Quote>{dispute.statement}</Quote>
            <Photos photos={dispute.photos.filter((photo) => photo.side === 'customer')} />
          </Box>
          <Box aria-labelledby="dispute-provider-title">
            <h3 id="dispute-provider-title">{t.provider}</h3>
            {dispute.answer ? <Quote data-testid="admin-dispute-answer">{dispute.answer}</Quote> : <Muted>{t.noAnswer}</Muted>}
            <Photos photos={dispute.photos.filter((photo) => photo.side === 'provider')} />
          </Box>
          <Box aria-labelledby="dispute-refund-title">
            <h3 id="dispute-refund-title">{t.refund}</h3>
            <p>
              {t.refundLine(dispute.refund.id, dispute.refund.status_text, dispute.refund.reason_text)}
              {dispute.refund.is_widerruf ? ` (${t.widerruf})` : ''} · {t.requested}: {formatCents(dispute.refund.requested_amount_cents)} ·{' '}
              {dateTime(dispute.refund.created_at)}
            </p>
            {dispute.refund.comment ? (
              <p>
                <strong>{t.comment}:</strong> {dispute.refund.comment}
              </p>
            ) : null}
            {dispute.refund.rejection_reason ? (
              <p>
                <strong>{t.rejection}:</strong> {dispute.refund.rejection_reason}
              </p>
            ) : null}
            <h4>{t.lines}</h4>
            <ul>
              {dispute.refund.items.map((line) => (
                <li key={line.id}>
                  {t.line(
                    line.qty,
                    line.variant_label ? `${line.product_name} (${line.variant_label})` : line.product_name,
                    formatCents(line.amount_cents),
                  )}
                </li>
              ))}
            </ul>
            <Photos photos={dispute.refund.photos} />
          </Box>
          {dispute.status === 'decided' ? (
            <Alert $tone="success" data-testid="admin-dispute-decision">
              <p>
                <strong>{t.decision}:</strong> {dispute.outcome_text}
                {dispute.decided_cents !== null ? ` – ${t.refunded(formatCents(dispute.decided_cents))}` : ''}
              </p>
              <p>{dispute.decision_reason}</p>
              <Muted $small>
                {t.decidedBy}: {dispute.decided_by ?? '–'}, {dateTime(dispute.decided_at)}
              </Muted>
            </Alert>
          ) : null}
          {dispute.decidable ? <DecisionForm dispute={dispute} onDecided={fetchDispute} /> : null}
          {dispute.status === 'open' && !dispute.decidable ? (
            <Alert $tone="info" role="note">
              {t.notYet(dateTime(dispute.answer_due_at))}
            </Alert>
          ) : null}
        </>
      ) : null}
    </DetailSection>
  );
}
