import { useId, useState, type FormEvent } from 'react';
import { Button, errorMessage, FieldShell, firstFieldErrors, Input, notify, parseGermanNumber, Select, Textarea } from '@marktplatz/shared';
import { Actions, Alert, ProgressBar } from '@marktplatz/shared/kit';
import { RefundPhotosField } from '../../refunds';
import { openDispute } from '../api/openDispute';
import { disputeMessages as m } from '../messages';

export interface DisputableRefund {
  id: number;
  status_text: string;
  requested_amount_cents: number;
}

/** The checks the API makes, in German, before anything is sent: statement ≥ 20 characters, amount ≤ the refund. */
export function checkDispute(input: { statement: string; amount: string; maxCents: number }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.statement.trim().length < 20) errors.statement = m.statementShort;
  if (input.amount.trim() !== '') {
    const euros = parseGermanNumber(input.amount.replace(/€/g, ''));
    const cents = Math.round(euros * 100);
    if (!Number.isFinite(euros) || euros <= 0 || Math.abs(cents - euros * 100) > 1e-6) errors.amount_claimed = m.amountInvalid;
    else if (cents > input.maxCents) errors.amount_claimed = m.amountTooHigh(m.amountText(input.maxCents));
  }
  return errors;
}

/** „Marktplatz einschalten“ for a refund of one vendor order: statement, amount claimed, up to five photos. */
export function DisputeForm({
  providerName,
  refunds,
  onDone,
  onCancel,
}: {
  providerName: string;
  refunds: readonly DisputableRefund[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [refundId, setRefundId] = useState(refunds[0]?.id ?? 0);
  const [statement, setStatement] = useState('');
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(undefined);
  const server = firstFieldErrors(error);
  const errors = { ...server, ...local };
  const refund = refunds.find((candidate) => candidate.id === refundId) ?? refunds[0];
  const maxCents = refund?.requested_amount_cents ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDispute({ statement, amount, maxCents });
    setLocal(found);
    setError(undefined);
    if (Object.keys(found).length > 0 || !refund) return;
    setBusy(true);
    try {
      if (photos.length > 0) setProgress(0);
      const result = await openDispute(
        { refund_id: refund.id, statement: statement.trim(), ...(amount.trim() ? { amount_claimed: amount.trim() } : {}) },
        photos,
        setProgress,
      );
      notify.success(result.message ?? m.opened);
      onDone();
    } catch (failure) {
      setError(failure);
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="dispute-form">
      <h3 id={`${id}-heading`}>{m.heading}</h3>
      <p>{m.intro(providerName)}</p>
      {refunds.length > 1 ? (
        <FieldShell
          id={`${id}-refund`}
          label={m.refund}
          required
          error={errors.refund_id}
          hintId={`${id}-refund-hint`}
          errorId={`${id}-refund-error`}
        >
          <Select id={`${id}-refund`} value={String(refundId)} onChange={(event) => setRefundId(Number(event.target.value))}>
            {refunds.map((option) => (
              <option key={option.id} value={option.id}>
                {m.refundOption(option.id, option.status_text, m.amountText(option.requested_amount_cents))}
              </option>
            ))}
          </Select>
        </FieldShell>
      ) : null}
      <FieldShell
        id={`${id}-statement`}
        label={m.statement}
        required
        hint={m.statementHint}
        error={errors.statement}
        hintId={`${id}-statement-hint`}
        errorId={`${id}-statement-error`}
      >
        <Textarea
          id={`${id}-statement`}
          rows={5}
          maxLength={5000}
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
          $invalid={Boolean(errors.statement)}
          aria-describedby={[`${id}-statement-hint`, errors.statement ? `${id}-statement-error` : ''].filter(Boolean).join(' ')}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-amount`}
        label={m.amount}
        hint={m.amountHint(m.amountText(maxCents))}
        error={errors.amount_claimed}
        hintId={`${id}-amount-hint`}
        errorId={`${id}-amount-error`}
      >
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          $invalid={Boolean(errors.amount_claimed)}
          aria-describedby={[`${id}-amount-hint`, errors.amount_claimed ? `${id}-amount-error` : ''].filter(Boolean).join(' ')}
        />
      </FieldShell>
      <RefundPhotosField
        id={`${id}-photos`}
        photos={photos}
        error={photoError ?? errors.photos}
        disabled={busy}
        onChange={(next, problem) => {
          setPhotos(next);
          setPhotoError(problem);
        }}
      />
      {progress !== null ? <ProgressBar value={progress} label={m.uploading} testId="dispute-upload-progress" /> : null}
      {error !== undefined ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {m.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.cancel}
        </Button>
      </Actions>
    </form>
  );
}
