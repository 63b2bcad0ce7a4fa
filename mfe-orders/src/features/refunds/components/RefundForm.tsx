import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Button, errorMessage, FieldShell, firstFieldErrors, Input, notify, Select, TextareaField, useFetch } from '@marktplatz/shared';
import { Actions, Alert, ProgressBar } from '@marktplatz/shared/kit';
import { getRefundReasons } from '../api/getRefundReasons';
import { requestRefund } from '../api/requestRefund';
import type { OrderItem } from '../../../lib/types';
import { messages } from '../../../messages';
import { requestRefundWithPhotos } from '../api/requestRefundWithPhotos';
import { RefundPhotosField } from './RefundPhotosField';

/** The form's values: the reason, the comment and the pieces per line as typed (`qty_<item id>`). */
type RefundValues = { reason?: string; comment?: string } & Record<`qty_${number}`, string | undefined>;

/** „Erstattung beantragen“ for lines of one vendor order (react-final-form): reason, pieces per line, comment, up to five photos. */
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
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const errors = firstFieldErrors(error);

  /** Sends the request; the server's field errors go under their inputs, its line errors into the alert. */
  async function send(values: RefundValues): Promise<Record<string, string> | undefined> {
    setError(undefined);
    const chosen = items
      .map((item) => ({ item_id: item.id, qty: Number(values[`qty_${item.id}`] ?? '0') }))
      .filter((line) => Number.isFinite(line.qty) && line.qty > 0);
    try {
      const input = {
        shop_vendor_order_id: vendorOrderId,
        reason: (values.reason ?? '') as Parameters<typeof requestRefund>[0]['reason'],
        comment: values.comment ?? '',
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
      return undefined;
    } catch (failure) {
      setError(failure);
      setProgress(null);
      return firstFieldErrors(failure);
    }
  }

  return (
    <Form<RefundValues> onSubmit={send}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="refund-form">
          <h3 id={`${id}-heading`}>{messages.refunds.request}</h3>
          {/* Bound without a check of its own: a missing reason is refused by the server, in its words, under the field. */}
          <Field<string | undefined> name="reason">
            {({ input, meta }) => {
              const reasonError = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
              return (
                <FieldShell
                  id={`${id}-reason`}
                  label={messages.refunds.reason}
                  required
                  error={reasonError}
                  hintId={`${id}-reason-hint`}
                  errorId={`${id}-reason-error`}
                >
                  <Select {...input} value={input.value ?? ''} id={`${id}-reason`} $invalid={Boolean(reasonError)}>
                    <option value="">{messages.refunds.pickReason}</option>
                    {(reasons.data ?? []).map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                </FieldShell>
              );
            }}
          </Field>
          {items.map((item) => (
            <Field<string | undefined> key={item.id} name={`qty_${item.id}`}>
              {({ input }) => (
                <FieldShell
                  id={`${id}-qty-${item.id}`}
                  label={messages.refunds.qty(item.product_name, item.qty)}
                  hintId={`${id}-h-${item.id}`}
                  errorId={`${id}-e-${item.id}`}
                >
                  <Input
                    {...input}
                    value={input.value ?? ''}
                    id={`${id}-qty-${item.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={item.qty}
                  />
                </FieldShell>
              )}
            </Field>
          ))}
          <TextareaField
            id={`${id}-comment`}
            name="comment"
            label={messages.refunds.comment}
            hint={messages.refunds.commentHint}
            rows={3}
            maxLength={2000}
          />
          <RefundPhotosField
            id={`${id}-photos`}
            photos={photos}
            error={photoError ?? errors.photos}
            disabled={submitting}
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
            <Button type="submit" loading={submitting}>
              {messages.refunds.submit}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {messages.widerruf.cancel}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
