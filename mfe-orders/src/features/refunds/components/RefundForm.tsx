import { useId, useState, type FormEvent } from 'react';
import { Button, errorMessage, FieldShell, firstFieldErrors, Input, notify, Select, Textarea, useFetch } from '@marktplatz/shared';
import { Actions, Alert, ProgressBar } from '@marktplatz/shared/kit';
import { getRefundReasons } from '../api/getRefundReasons';
import { requestRefund } from '../api/requestRefund';
import type { OrderItem } from '../../../lib/types';
import { messages } from '../../../messages';
import { requestRefundWithPhotos } from '../api/requestRefundWithPhotos';
import { RefundPhotosField } from './RefundPhotosField';

/** „Erstattung beantragen“ for lines of one vendor order: reason, pieces per line, comment, up to five photos. */
export function RefundForm({
  vendorOrderId,
  items,
  onDone,
  onCancel,
}: {
  vendorOrderId: number;
  items: Pick<OrderItem, 'id' | 'product_name' | 'qty'>[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const reasons = useFetch((signal) => getRefundReasons(signal), []);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const errors = firstFieldErrors(error);
  const chosen = items
    .map((item) => ({ item_id: item.id, qty: Number(quantities[item.id] ?? '0') }))
    .filter((line) => Number.isFinite(line.qty) && line.qty > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const input = {
        shop_vendor_order_id: vendorOrderId,
        reason: reason as Parameters<typeof requestRefund>[0]['reason'],
        comment,
        lines: chosen,
      };
      let result: Awaited<ReturnType<typeof requestRefund>>;
      if (photos.length > 0) {
        setProgress(0);
        result = await requestRefundWithPhotos(input, photos, setProgress);
      } else {
        result = await requestRefund(input);
      }
      notify.success(result.message ?? messages.refunds.requested);
      onDone();
    } catch (failure) {
      setError(failure);
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="refund-form">
      <h3 id={`${id}-heading`}>{messages.refunds.request}</h3>
      <FieldShell
        id={`${id}-reason`}
        label={messages.refunds.reason}
        required
        error={errors.reason}
        hintId={`${id}-reason-hint`}
        errorId={`${id}-reason-error`}
      >
        <Select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} $invalid={Boolean(errors.reason)}>
          <option value="">{messages.refunds.pickReason}</option>
          {(reasons.data ?? []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </Select>
      </FieldShell>
      {items.map((item) => (
        <FieldShell
          key={item.id}
          id={`${id}-qty-${item.id}`}
          label={messages.refunds.qty(item.product_name, item.qty)}
          hintId={`${id}-h-${item.id}`}
          errorId={`${id}-e-${item.id}`}
        >
          <Input
            id={`${id}-qty-${item.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.qty}
            value={quantities[item.id] ?? ''}
            onChange={(event) => setQuantities({ ...quantities, [item.id]: event.target.value })}
          />
        </FieldShell>
      ))}
      <FieldShell
        id={`${id}-comment`}
        label={messages.refunds.comment}
        hint={messages.refunds.commentHint}
        error={errors.comment}
        hintId={`${id}-comment-hint`}
        errorId={`${id}-comment-error`}
      >
        <Textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={`${id}-comment-hint`}
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
      {progress !== null ? <ProgressBar value={progress} label={messages.refunds.uploading} testId="refund-upload-progress" /> : null}
      {error !== undefined ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
          {Object.entries(errors)
            .filter(([key]) => key.startsWith('lines'))
            .map(([key, text]) => (
              <p key={key}>{text}</p>
            ))}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {messages.refunds.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.widerruf.cancel}
        </Button>
      </Actions>
    </form>
  );
}
