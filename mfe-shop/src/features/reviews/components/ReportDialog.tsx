import { useState } from 'react';
import { Button, Dialog, Select, Textarea, errorMessage, notify, snackbar, useFetch } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { getReportReasons, reportReview } from '../api/reviews';

/** Reports a review to the operator: a reason from the list and, for „Sonstiges“, a message. */
export function ReportDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const reasons = useFetch((signal) => getReportReasons(signal), []);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!reason) {
      setError(messages.reviews.reportReasonRequired);
      return;
    }
    if (reason === 'other' && text.trim().length < 10) {
      setError(messages.reviews.reportMessageRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await reportReview(reviewId, reason, text);
      notify.success(response.data.message ?? messages.reviews.reported);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      snackbar.show(message, { variant: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={messages.reviews.reportTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {messages.common.cancel}
          </Button>
          <Button onClick={() => void send()} loading={busy} data-testid="report-send">
            {messages.reviews.reportSend}
          </Button>
        </>
      }
    >
      <p>{messages.reviews.reportIntro}</p>
      <label htmlFor="report-reason" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {messages.reviews.reportReason}
      </label>
      <Select
        id="report-reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error && !reason ? true : undefined}
      >
        <option value="">{messages.common.pleaseChoose}</option>
        {(reasons.data ?? []).map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </Select>
      <label htmlFor="report-message" style={{ display: 'block', fontWeight: 500, margin: '12px 0 4px' }}>
        {reason === 'other' ? `${messages.reviews.reportMessage} *` : messages.reviews.reportMessage}
      </label>
      <Textarea id="report-message" value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} rows={3} />
      {error ? (
        <p role="alert" style={{ color: 'inherit', fontWeight: 600 }}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
