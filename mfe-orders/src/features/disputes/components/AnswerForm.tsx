import { useId, useState, type FormEvent } from 'react';
import { Button, errorMessage, FieldShell, firstFieldErrors, notify, Textarea } from '@marktplatz/shared';
import { Actions, Alert, ProgressBar } from '@marktplatz/shared/kit';
import { RefundPhotosField } from '../../refunds';
import { answerDispute } from '../api/answerDispute';
import { disputeMessages as m } from '../messages';

/** The provider's statement on a dispute: at least 20 characters (checked as the API does), up to five photos. */
export function AnswerForm({ disputeId, onDone }: { disputeId: number; onDone: () => void }) {
  const id = useId();
  const [statement, setStatement] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const fieldError = local ?? firstFieldErrors(error).statement;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (statement.trim().length < 20) {
      setLocal(m.answerShort);
      return;
    }
    setLocal(null);
    setBusy(true);
    try {
      if (photos.length > 0) setProgress(0);
      const result = await answerDispute(disputeId, statement.trim(), photos, setProgress);
      notify.success(result.message ?? m.answered);
      onDone();
    } catch (failure) {
      setError(failure);
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.answerFormLabel} data-testid="dispute-answer-form">
      <FieldShell
        id={`${id}-statement`}
        label={m.answer}
        required
        hint={m.answerHint}
        error={fieldError}
        hintId={`${id}-statement-hint`}
        errorId={`${id}-statement-error`}
      >
        <Textarea
          id={`${id}-statement`}
          rows={4}
          maxLength={5000}
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
          $invalid={Boolean(fieldError)}
          aria-describedby={[`${id}-statement-hint`, fieldError ? `${id}-statement-error` : ''].filter(Boolean).join(' ')}
        />
      </FieldShell>
      <RefundPhotosField
        id={`${id}-photos`}
        photos={photos}
        error={photoError ?? firstFieldErrors(error).photos}
        disabled={busy}
        onChange={(next, problem) => {
          setPhotos(next);
          setPhotoError(problem);
        }}
      />
      {progress !== null ? <ProgressBar value={progress} label={m.uploading} testId="dispute-answer-progress" /> : null}
      {error !== undefined ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {m.answerSubmit}
        </Button>
      </Actions>
    </form>
  );
}
