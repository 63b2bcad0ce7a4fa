import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { Button, TextareaField, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { Actions, Alert, ProgressBar } from '@marktplatz/shared/kit';
import { RefundPhotosField } from '../../refunds';
import { answerDispute } from '../api/answerDispute';
import { disputeMessages as m } from '../messages';

interface AnswerValues {
  statement?: string;
}

/** At least 20 characters after trimming, as the API checks. */
const longEnough = (value: unknown) => (typeof value === 'string' && value.trim().length >= 20 ? undefined : m.answerShort);

/** The provider's statement on a dispute (react-final-form): at least 20 characters (checked as the API does), up to five photos. */
export function AnswerForm({ disputeId, onDone }: { disputeId: number; onDone: () => void }) {
  const id = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(undefined);

  /** Sends the statement; the server's field errors go under their inputs. */
  async function send(values: AnswerValues): Promise<Record<string, string> | undefined> {
    setError(undefined);
    try {
      if (photos.length > 0) setProgress(0);
      const result = await answerDispute(disputeId, (values.statement ?? '').trim(), photos, setProgress);
      notify.success(result.message ?? m.answered);
      onDone();
      return undefined;
    } catch (failure) {
      setError(failure);
      setProgress(null);
      return firstFieldErrors(failure);
    }
  }

  return (
    <Form<AnswerValues> onSubmit={send}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={m.answerFormLabel} data-testid="dispute-answer-form">
          <TextareaField
            id={`${id}-statement`}
            name="statement"
            label={m.answer}
            required
            requiredMessage={m.answerShort}
            validate={longEnough}
            hint={m.answerHint}
            rows={4}
            maxLength={5000}
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
          {progress !== null ? <ProgressBar value={progress} label={m.uploading} testId="dispute-answer-progress" /> : null}
          {error !== undefined ? (
            <Alert $tone="error" role="alert">
              <p>{errorMessage(error)}</p>
            </Alert>
          ) : null}
          <Actions>
            <Button type="submit" loading={submitting}>
              {m.answerSubmit}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
