import { useState } from 'react';
import { Button, ConfirmDialog, errorMessage, formatDateTime, notify, useFetch } from '@marktplatz/shared';
import { Alert, Badge, FileLinks, Muted } from '@marktplatz/shared/kit';
import type { Dispute } from '../types';
import { getDispute } from '../api/getDispute';
import { withdrawDispute } from '../api/withdrawDispute';
import { disputeMessages as m } from '../messages';

export function disputeTone(dispute: Pick<Dispute, 'status' | 'outcome'>): 'info' | 'success' | 'warning' | 'neutral' {
  if (dispute.status === 'decided') return dispute.outcome === 'rejected' ? 'neutral' : 'success';
  if (dispute.status === 'withdrawn') return 'neutral';
  return 'warning';
}

/** Photos of a dispute (signed URLs, a few minutes valid) as links that open the picture. */
export function DisputePhotoLinks({
  photos,
  side,
}: {
  photos: { id: number; side: string; file_name: string; url: string }[];
  side: string;
}) {
  const own = photos.filter((photo) => photo.side === side);
  return <FileLinks label={m.photos} files={own.map((photo) => ({ id: photo.id, url: photo.url, text: m.photoOf(photo.file_name) }))} />;
}

/** One dispute as its customer sees it on the order page: state, both statements, the decision and its reason. */
export function DisputeCase({ dispute, onChanged }: { dispute: Dispute; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const detail = useFetch((signal) => getDispute(dispute.id, signal), [dispute.id, dispute.status]);
  const active = dispute.status === 'open' || dispute.status === 'answered';
  return (
    <section aria-labelledby={`dispute-${dispute.id}`} data-testid="dispute-case">
      <h3 id={`dispute-${dispute.id}`}>{m.caseHeading(dispute.id)}</h3>
      <p>
        <Badge $tone={disputeTone(dispute)} data-testid="dispute-status">
          {dispute.status_text}
        </Badge>
      </p>
      <Muted $small>
        {m.claimed}: {m.amountText(dispute.claimed_cents)}
      </Muted>
      <h4>{m.yourStatement}</h4>
      <p>{dispute.statement}</p>
      <DisputePhotoLinks photos={detail.data?.photos ?? []} side="customer" />
      <h4>{m.providerAnswer}</h4>
      {dispute.answer ? (
        <p data-testid="dispute-answer">{dispute.answer}</p>
      ) : (
        <Muted $small>{m.noAnswerYet(formatDateTime(dispute.answer_due_at))}</Muted>
      )}
      <DisputePhotoLinks photos={detail.data?.photos ?? []} side="provider" />
      {dispute.status === 'decided' ? (
        <Alert $tone={dispute.outcome === 'rejected' ? 'info' : 'success'} data-testid="dispute-decision">
          <p>
            <strong>{m.decision}:</strong> {dispute.outcome_text}
          </p>
          {dispute.decided_cents !== null ? <p>{m.refunded(m.amountText(dispute.decided_cents))}</p> : null}
          <p>
            {m.reason}: {dispute.decision_reason}
          </p>
        </Alert>
      ) : null}
      {active ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {m.withdraw}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={m.withdraw}
        confirmLabel={m.withdraw}
        cancelLabel={m.cancel}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const result = await withdrawDispute(dispute.id);
            notify.success(result.message ?? m.withdrawn);
            setAsking(false);
            onChanged();
          } catch (failure) {
            notify.error(errorMessage(failure));
            setAsking(false);
          }
        }}
      >
        <p>{m.withdrawConfirm}</p>
      </ConfirmDialog>
    </section>
  );
}
