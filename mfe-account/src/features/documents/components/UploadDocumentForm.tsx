import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, errorMessage, FieldShell, firstFieldErrors, Input, notify, Select } from '@marktplatz/shared';
import { Actions, FilePicker, FormGrid, ProgressBar } from '@marktplatz/shared/kit';
import { uploadDocument, type DocumentType } from '../api/documents';
import { DOCUMENT_TYPES } from '../types';
import { messages } from '../../../messages';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const text = messages.documents;

/** „Dokument hochladen“: file, optional title and type, with the upload's progress; errors stay beside the fields. */
export function UploadDocumentForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<DocumentType>('other');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: text.uploadNoFile });
    if (file.size > DOCUMENT_MAX_BYTES) return setErrors({ file: text.uploadTooLarge });
    setErrors({});
    setProgress(0);
    try {
      await uploadDocument({ file, title: title.trim() || undefined, type }, setProgress);
      notify.success(text.uploaded);
      setFile(null);
      setTitle('');
      setType('other');
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (reason) {
      const fields = firstFieldErrors(reason);
      setErrors(Object.keys(fields).length > 0 ? fields : { file: errorMessage(reason) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.upload}</h3>
      <FormGrid>
        <FieldShell
          id={`${id}-file`}
          label={text.uploadFile}
          hint={text.uploadHint}
          error={errors.file}
          required
          hintId={`${id}-file-hint`}
          errorId={`${id}-file-error`}
        >
          <FilePicker
            id={`${id}-file`}
            label={text.uploadFile}
            inputRef={fileRef}
            status={file?.name ?? null}
            invalid={Boolean(errors.file)}
            describedBy={errors.file ? `${id}-file-hint ${id}-file-error` : `${id}-file-hint`}
            onChange={(files) => setFile(files[0] ?? null)}
          />
        </FieldShell>
        <FieldShell id={`${id}-name`} label={text.uploadTitle} error={errors.title} hintId={`${id}-name-hint`} errorId={`${id}-name-error`}>
          <Input id={`${id}-name`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </FieldShell>
        <FieldShell id={`${id}-type`} label={text.type} error={errors.type} hintId={`${id}-type-hint`} errorId={`${id}-type-error`}>
          <Select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as DocumentType)}>
            {DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {text.types[value]}
              </option>
            ))}
          </Select>
        </FieldShell>
      </FormGrid>
      {progress !== null ? <ProgressBar value={progress} label={text.uploadProgress} testId="document-progress" /> : null}
      <Actions>
        <Button type="submit" loading={progress !== null}>
          {text.upload}
        </Button>
      </Actions>
    </form>
  );
}
