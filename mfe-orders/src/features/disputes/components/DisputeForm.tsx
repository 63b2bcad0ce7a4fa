import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  errorMessage,
  firstFieldErrors,
  notify,
  parseGermanNumber,
  SelectField,
  TextareaField,
  TextField,
} from '@marktplatz/shared';
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

interface DisputeValues {
  refund_id: string;
  statement?: string;
  amount_claimed?: string;
}

/** „Marktplatz einschalten“ for a refund of one vendor order (react-final-form): statement, amount claimed, up to five photos. */
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
  // One object for the form's life: a new `initialValues` object would reset the form on every render.
  const [initial] = useState<DisputeValues>(() => ({ refund_id: String(refunds[0]?.id ?? 0) }));
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const refundOf = (values: DisputeValues) => refunds.find((candidate) => String(candidate.id) === values.refund_id) ?? refunds[0];
  const maxCentsOf = (values: DisputeValues) => refundOf(values)?.requested_amount_cents ?? 0;

  /** Sends the dispute; the server's field errors go under their inputs. */
  async function send(values: DisputeValues): Promise<Record<string, string> | undefined> {
    setError(undefined);
    const refund = refundOf(values);
    if (!refund) return undefined;
    const statement = (values.statement ?? '').trim();
    const amount = (values.amount_claimed ?? '').trim();
    try {
      if (photos.length > 0) setProgress(0);
      const result = await openDispute(
        { refund_id: refund.id, statement, ...(amount ? { amount_claimed: amount } : {}) },
        photos,
        setProgress,
      );
      notify.success(result.message ?? m.opened);
      onDone();
      return undefined;
    } catch (failure) {
      setError(failure);
      setProgress(null);
      return firstFieldErrors(failure);
    }
  }

  return (
    <Form<DisputeValues>
      onSubmit={send}
      initialValues={initial}
      validate={(values) =>
        checkDispute({ statement: values.statement ?? '', amount: values.amount_claimed ?? '', maxCents: maxCentsOf(values) })
      }
    >
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="dispute-form">
          <h3 id={`${id}-heading`}>{m.heading}</h3>
          <p>{m.intro(providerName)}</p>
          {refunds.length > 1 ? (
            <SelectField
              id={`${id}-refund`}
              name="refund_id"
              label={m.refund}
              required
              options={refunds.map((option) => ({
                value: String(option.id),
                label: m.refundOption(option.id, option.status_text, m.amountText(option.requested_amount_cents)),
              }))}
            />
          ) : null}
          <TextareaField
            id={`${id}-statement`}
            name="statement"
            label={m.statement}
            required
            requiredMessage={m.statementShort}
            hint={m.statementHint}
            rows={5}
            maxLength={5000}
          />
          <TextField
            id={`${id}-amount`}
            name="amount_claimed"
            label={m.amount}
            hint={m.amountHint(m.amountText(maxCentsOf(values)))}
            inputMode="decimal"
          />
          <RefundPhotosField
            id={`${id}-photos`}
            photos={photos}
            error={photoError ?? firstFieldErrors(error).photos}
            disabled={submitting}
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
            <Button type="submit" loading={submitting}>
              {m.submit}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {m.cancel}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
