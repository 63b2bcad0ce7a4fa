import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Button, Dialog, TextareaField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd } from '@marktplatz/shared/kit';
import { complaintMessages as t } from '../messages';

const MIN = 20;
const MAX = 5000;

interface ComplaintValues {
  text?: string;
}

const trimmedLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : 0);

/** 20–5,000 characters once trimmed; an empty text is „too short“ as well. */
const textLength = (value: unknown) => {
  const length = trimmedLength(value);
  if (length < MIN) return t.tooShort;
  if (length > MAX) return t.tooLong;
  return undefined;
};

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
  const [confirming, setConfirming] = useState(false);
  // The form is submitted twice: „Beschwerde absenden“ checks the text and asks; the dialog's button sends it.
  const confirmed = useRef(false);

  const submit = async (values: ComplaintValues) => {
    if (!confirmed.current) {
      setConfirming(true);
      return undefined;
    }
    confirmed.current = false;
    try {
      await send((values.text ?? '').trim());
      setConfirming(false);
      onSent();
      return undefined;
    } catch (failure) {
      setConfirming(false);
      return toSubmissionErrors(failure);
    }
  };

  const field = `${id}-text`;
  return (
    <Form<ComplaintValues> onSubmit={submit}>
      {({ handleSubmit, form, submitting, submitError, values }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{t.formTitle}</h3>
          <TextareaField
            id={field}
            name="text"
            label={t.text}
            hint={`${t.hint} ${t.count(trimmedLength(values.text))}`}
            requiredMark
            validate={textLength}
            rows={6}
            maxLength={MAX + 100}
          />
          <FormEnd
            error={submitError}
            label={t.submit}
            secondary={
              onCancel ? (
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t.cancel}
                </Button>
              ) : null
            }
          />
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
                <Button
                  type="button"
                  loading={submitting}
                  onClick={() => {
                    confirmed.current = true;
                    void form.submit();
                  }}
                >
                  {t.submit}
                </Button>
              </>
            }
          >
            <p>{t.confirmText}</p>
          </Dialog>
        </form>
      )}
    </Form>
  );
}
