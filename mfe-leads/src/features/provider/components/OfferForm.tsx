import { useRef, useState, type RefObject } from 'react';
import { Field, Form } from 'react-final-form';
import { Button, FieldShell, TextareaField, TextField, errorMessage, fieldError, firstFieldErrors, notify } from '@marktplatz/shared';
import { Actions, Box, FilePicker, FormGrid, ProgressBar } from '@marktplatz/shared/kit';
import { fileSize, PRICE_TYPES } from '../../../lib/format';
import { ChoiceField } from '../../../lib/ChoiceField';
import { messages } from '../../../messages';
import { providerMessages } from '../messages';
import { sendOffer } from '../api/sendOffer';
import type { ProviderLeadDetail } from '../types';

const text = providerMessages.offerForm;
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'txt', 'png', 'jpg', 'jpeg'].map((ext) => `.${ext}`).join(',');

export interface OfferValues {
  offer_name: string;
  offer_content: string;
  price_type: string;
  price1: string;
  price2: string;
  date1: string;
  date2: string;
  date_visit: string;
  comment: string;
  file: File | null;
}
const EMPTY: OfferValues = {
  offer_name: '',
  offer_content: '',
  price_type: 'fixed',
  price1: '',
  price2: '',
  date1: '',
  date2: '',
  date_visit: '',
  comment: '',
  file: null,
};
const PRICE_OPTIONS = Object.entries(PRICE_TYPES).map(([value, label]) => ({ value, label }));
const tooBig = (file: File | null | undefined) => (file && file.size > MAX_BYTES ? text.fileTooBig : undefined);

/** The offer's file: the kit's file picker in a field frame, the chosen file's name and size, „Datei entfernen“. */
function OfferFileField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Field<File | null> name="file" validate={tooBig}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const file = input.value || null;
        return (
          <FieldShell
            id="offer-file"
            label={text.file}
            hint={text.fileHint}
            error={error}
            hintId="offer-file-hint"
            errorId="offer-file-error"
          >
            <FilePicker
              id="offer-file"
              label={text.file}
              accept={ACCEPT}
              inputRef={inputRef}
              status={file ? `${file.name} (${fileSize(file.size)})` : null}
              invalid={Boolean(error)}
              describedBy={['offer-file-hint', 'offer-file-status', error ? 'offer-file-error' : ''].filter(Boolean).join(' ')}
              onChange={(files) => {
                input.onChange(files[0] ?? null);
              }}
            />
            {file ? (
              <Button
                variant="link"
                size="sm"
                onClick={() => {
                  input.onChange(null);
                  if (inputRef.current) {
                    inputRef.current.value = '';
                    inputRef.current.focus();
                  }
                }}
              >
                {text.removeFile}
              </Button>
            ) : null}
          </FieldShell>
        );
      }}
    </Field>
  );
}

/** `POST api/provider/offer`: the provider's offer to a lead, with an optional file (upload progress shown). */
export function OfferForm({ lead, onSent }: { lead: ProviderLeadDetail; onSent: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(values: OfferValues) {
    const { file, ...fields } = values;
    setProgress(file ? 0 : null);
    try {
      const strings = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? '']));
      const answer = await sendOffer({ ...strings, lead_id: String(lead.id) }, file ?? null, (percent) => setProgress(percent));
      notify.success(answer.message ?? text.sent);
      if (fileInput.current) fileInput.current.value = '';
      onSent();
      return undefined;
    } catch (error) {
      const errors = firstFieldErrors(error);
      if (!Object.keys(errors).length) notify.error(errorMessage(error));
      return errors.lead_id && !errors.file ? { ...errors, file: errors.lead_id } : errors;
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box aria-labelledby="offer-form-title">
      <h2 id="offer-form-title">{text.heading}</h2>
      <Form<OfferValues> onSubmit={submit} initialValues={EMPTY}>
        {({ handleSubmit, submitting, values, form }) => (
          <form
            onSubmit={(event) => {
              const done = handleSubmit(event);
              // After a sent offer the form starts empty again.
              void done?.then((errors) => (errors ? undefined : form.restart(EMPTY)));
              return done;
            }}
            noValidate
          >
            <FormGrid>
              <TextField name="offer_name" label={text.name} required requiredMessage={messages.required} maxLength={200} />
              <ChoiceField name="price_type" label={text.priceType} options={PRICE_OPTIONS} />
              <TextField
                name="price1"
                label={values.price_type === 'range' ? text.priceFrom : text.price}
                required
                requiredMessage={messages.required}
                inputMode="decimal"
                placeholder="1.250,00"
                hint={text.priceHint}
              />
              {values.price_type === 'range' ? (
                <TextField
                  name="price2"
                  label={text.priceTo}
                  required
                  requiredMessage={messages.required}
                  inputMode="decimal"
                  placeholder="1.800,00"
                />
              ) : null}
              <TextField name="date1" label={text.from} placeholder={text.datePlaceholder} inputMode="numeric" />
              <TextField name="date2" label={text.to} placeholder={text.datePlaceholder} inputMode="numeric" />
              <TextField name="date_visit" label={text.visit} placeholder={text.datePlaceholder} inputMode="numeric" />
            </FormGrid>
            <TextareaField name="offer_content" label={text.content} required requiredMessage={messages.required} rows={5} />
            <TextareaField name="comment" label={text.comment} rows={2} />
            <OfferFileField inputRef={fileInput} />
            {progress !== null ? <ProgressBar value={progress} label={text.progress} testId="offer-progress" /> : null}
            <Actions>
              <Button type="submit" loading={submitting}>
                {text.send}
              </Button>
            </Actions>
          </form>
        )}
      </Form>
    </Box>
  );
}
