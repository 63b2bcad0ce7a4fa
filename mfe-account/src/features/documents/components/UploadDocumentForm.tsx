import type { FormApi, SubmissionErrors } from 'final-form';
import { useId, useRef, useState, type RefObject } from 'react';
import { Form, useField } from 'react-final-form';
import { Button, errorMessage, FieldShell, fieldError, firstFieldErrors, notify, SelectField, TextField } from '@marktplatz/shared';
import { Actions, FilePicker, FormGrid, ProgressBar } from '@marktplatz/shared/kit';
import { uploadDocument, type DocumentType } from '../api/documents';
import { DOCUMENT_TYPES } from '../types';
import { messages } from '../../../messages';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const text = messages.documents;
const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: text.types[value] }));

interface UploadValues {
  file?: File;
  title?: string;
  type: DocumentType;
}

const INITIAL: UploadValues = { type: 'other' };

/** The file, bound to the form: the kit's German file picker in the field frame. */
function DocumentFileField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const { input, meta } = useField<File | undefined>('file');
  const error = fieldError(meta);
  return (
    <FieldShell
      id={`${id}-file`}
      label={text.uploadFile}
      hint={text.uploadHint}
      error={error}
      required
      hintId={`${id}-file-hint`}
      errorId={`${id}-file-error`}
    >
      <FilePicker
        id={`${id}-file`}
        label={text.uploadFile}
        inputRef={inputRef}
        status={input.value ? input.value.name : null}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-file-hint ${id}-file-error` : `${id}-file-hint`}
        onChange={(files) => input.onChange(files[0] ?? undefined)}
      />
    </FieldShell>
  );
}

/** „Dokument hochladen“: file, optional title and type, with the upload's progress; errors stay beside the fields. */
export function UploadDocumentForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  /** The file is checked here, before anything is sent; the API's refusals go to their fields (else to the file). */
  const submit = (values: UploadValues, form: FormApi<UploadValues>): SubmissionErrors | Promise<SubmissionErrors | undefined> => {
    const file = values.file;
    if (!file) return { file: text.uploadNoFile };
    if (file.size > DOCUMENT_MAX_BYTES) return { file: text.uploadTooLarge };
    setProgress(0);
    return uploadDocument({ file, title: values.title?.trim() || undefined, type: values.type }, setProgress)
      .then(() => {
        notify.success(text.uploaded);
        form.restart();
        if (fileRef.current) fileRef.current.value = '';
        onUploaded();
        return undefined;
      })
      .catch((reason: unknown) => {
        const fields = firstFieldErrors(reason);
        return Object.keys(fields).length > 0 ? fields : { file: errorMessage(reason) };
      })
      .finally(() => setProgress(null));
  };

  return (
    <Form<UploadValues> onSubmit={submit} initialValues={INITIAL}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{text.upload}</h3>
          <FormGrid>
            <DocumentFileField inputRef={fileRef} />
            <TextField name="title" label={text.uploadTitle} maxLength={200} />
            <SelectField name="type" label={text.type} options={TYPE_OPTIONS} emptyOption={false} />
          </FormGrid>
          {progress !== null ? <ProgressBar value={progress} label={text.uploadProgress} testId="document-progress" /> : null}
          <Actions>
            <Button type="submit" loading={progress !== null}>
              {text.upload}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
