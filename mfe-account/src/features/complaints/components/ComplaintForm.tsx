import { useState, type FormEvent } from 'react';
import { Button, Dialog, errorMessage, FieldShell, Textarea } from '@marktplatz/shared';
import { Alert, Actions } from '@marktplatz/shared/kit';
import { complaintMessages as t } from '../messages';

const MIN = 20;
const MAX = 5000;

/** The complaint's text (20–5,000 characters), sent after a confirmation; the server's refusal stays readable. */
export function ComplaintForm({
  id,
  send,
  onSent,
  onCancel,
}: {
  id: string;
  send: (text: string) => Promise<unknown>;
  onSent: () => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (length < MIN) return setError(t.tooShort);
    if (length > MAX) return setError(t.tooLong);
    setError(null);
    setConfirming(true);
  };

  const submit = async () => {
    setBusy(true);
    try {
      await send(text.trim());
      setConfirming(false);
      onSent();
    } catch (failure) {
      setConfirming(false);
      setRefusal(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const field = `${id}-text`;
  return (
    <form onSubmit={review} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.formTitle}</h3>
      <FieldShell
        id={field}
        label={t.text}
        hint={`${t.hint} ${t.count(length)}`}
        error={error ?? undefined}
        required
        hintId={`${field}-hint`}
        errorId={`${field}-error`}
      >
        <Textarea
          id={field}
          rows={6}
          value={text}
          maxLength={MAX + 100}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={[`${field}-hint`, error ? `${field}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldShell>
      {refusal ? (
        <Alert $tone="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit">{t.submit}</Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </Actions>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button type="button" loading={busy} onClick={() => void submit()}>
              {t.submit}
            </Button>
          </>
        }
      >
        <p>{t.confirmText}</p>
      </Dialog>
    </form>
  );
}
