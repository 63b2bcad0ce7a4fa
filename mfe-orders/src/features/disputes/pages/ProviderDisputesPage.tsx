import { useState } from 'react';
import { Button, EmptyState, formatDateTime, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, Badge, Box, ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import { ProviderLayout } from '../../provider';
import { getDispute } from '../api/getDispute';
import { getProviderDisputes } from '../api/getProviderDisputes';
import type { Dispute } from '../types';
import { AnswerForm } from '../components/AnswerForm';
import { DisputePhotoLinks, disputeTone } from '../components/DisputeCase';
import { disputeMessages as m } from '../messages';

function ProviderCase({ dispute, onChanged }: { dispute: Dispute; onChanged: () => void }) {
  const detail = useFetch((signal) => getDispute(dispute.id, signal), [dispute.id, dispute.status]);
  return (
    <Box aria-labelledby={`case-${dispute.id}`} data-testid="provider-dispute">
      <h2 id={`case-${dispute.id}`}>
        {m.caseHeading(dispute.id)} · {m.order(dispute.vendor_order_number)}
      </h2>
      <p>
        <Badge $tone={disputeTone(dispute)}>{dispute.status_text}</Badge>
      </p>
      {dispute.status === 'open' ? (
        <Alert $tone={dispute.answer_overdue ? 'warning' : 'info'} data-testid="dispute-deadline">
          <p>
            {dispute.answer_overdue
              ? m.deadlinePassed(formatDateTime(dispute.answer_due_at))
              : m.deadline(formatDateTime(dispute.answer_due_at))}
          </p>
        </Alert>
      ) : null}
      <Muted $small>
        {m.claimed}: {m.amountText(dispute.claimed_cents)}
      </Muted>
      <h3>{m.customerStatement}</h3>
      <p>{dispute.statement}</p>
      <DisputePhotoLinks photos={detail.data?.photos ?? []} side="customer" />
      {dispute.answer ? (
        <>
          <h3>{m.answer}</h3>
          <p>{dispute.answer}</p>
          <DisputePhotoLinks photos={detail.data?.photos ?? []} side="provider" />
        </>
      ) : dispute.status === 'open' ? (
        <AnswerForm disputeId={dispute.id} onDone={onChanged} />
      ) : null}
      {dispute.status === 'decided' ? (
        <Alert $tone="info" data-testid="dispute-decision">
          <p>
            <strong>{m.decision}:</strong> {dispute.outcome_text}
            {dispute.decided_cents !== null ? ` – ${m.refunded(m.amountText(dispute.decided_cents))}` : ''}
          </p>
          <p>
            {m.reason}: {dispute.decision_reason}
          </p>
        </Alert>
      ) : null}
    </Box>
  );
}

/** `/orders/provider/disputes`: the provider's disputes, open ones by deadline, with the answer form. */
export default function ProviderDisputesPage() {
  usePageTitle(m.providerTitle);
  const [status, setStatus] = useState<'active' | 'all'>('active');
  const [pageNumber, setPageNumber] = useState(1);
  const state = useFetch((signal) => getProviderDisputes(status, pageNumber, signal), [status, pageNumber]);
  return (
    <ProviderLayout
      title={m.providerTitle}
      actions={
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setStatus(status === 'active' ? 'all' : 'active');
            setPageNumber(1);
          }}
        >
          {status === 'active' ? m.providerAll : m.providerOpenOnly}
        </Button>
      }
    >
      <p>{m.providerIntro}</p>
      <LoadState state={state}>
        {(page) =>
          page.rows.length === 0 ? (
            <EmptyState title={status === 'active' ? m.providerEmpty : m.providerEmptyAll} />
          ) : (
            <>
              {page.rows.map((dispute) => (
                <ProviderCase key={dispute.id} dispute={dispute} onChanged={state.reload} />
              ))}
              <ListPagination meta={page.meta} onPageChange={setPageNumber} />
            </>
          )
        }
      </LoadState>
    </ProviderLayout>
  );
}
