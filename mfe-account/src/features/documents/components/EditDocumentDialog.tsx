import { useId, useState } from 'react';
import { Button, Dialog, errorMessage, FieldShell, firstFieldErrors, Input, notify, Select, Spinner, useFetch } from '@marktplatz/shared';
import { Alert } from '@marktplatz/shared/kit';
import { getDocumentInfo, updateDocument, type DocumentType, type UserDocument } from '../api/documents';
import { DOCUMENT_TYPES } from '../types';
import { messages } from '../../../messages';

const text = messages.documents;

/** Title, type, linked inquiry and `show` of an own document. */
export function EditDocumentDialog({ document, onClose, onSaved }: { document: UserDocument; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const info = useFetch((signal) => getDocumentInfo(document.id, signal), [document.id]);
  const [title, setTitle] = useState(document.title);
  const [type, setType] = useState<DocumentType>(document.type);
  const [inquiry, setInquiry] = useState(document.inquiry_id ? String(document.inquiry_id) : '');
  const [show, setShow] = useState(document.show === 1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await updateDocument({
        id: document.id,
        title: title.trim(),
        type,
        inquiry_id: inquiry ? Number(inquiry) : null,
        show: show && inquiry ? 1 : 0,
      });
      notify.success(text.saved);
      onSaved();
    } catch (reason) {
      const fields = firstFieldErrors(reason);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(reason) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.editTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="button" onClick={() => void save()} loading={saving}>
            {text.save}
          </Button>
        </>
      }
    >
      {errors.form ? (
        <Alert $tone="error" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <FieldShell id={`${id}-title`} label={text.columns.title} error={errors.title} required hintId={`${id}-th`} errorId={`${id}-te`}>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors.title ? true : undefined}
        />
      </FieldShell>
      <FieldShell id={`${id}-type`} label={text.type} error={errors.type} hintId={`${id}-yh`} errorId={`${id}-ye`}>
        <Select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as DocumentType)}>
          {DOCUMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {text.types[value]}
            </option>
          ))}
        </Select>
      </FieldShell>
      {info.loading && !info.data ? (
        <Spinner />
      ) : (
        <FieldShell id={`${id}-inquiry`} label={text.inquiry} error={errors.inquiry_id} hintId={`${id}-ih`} errorId={`${id}-ie`}>
          <Select id={`${id}-inquiry`} value={inquiry} onChange={(event) => setInquiry(event.target.value)}>
            <option value="">{text.noInquiry}</option>
            {(info.data?.inquiries ?? []).map((entry) => (
              <option key={entry.id} value={String(entry.id)}>
                {entry.title}
              </option>
            ))}
          </Select>
        </FieldShell>
      )}
      <FieldShell id={`${id}-show`} label={text.show} error={errors.show} hintId={`${id}-sh`} errorId={`${id}-se`} inline>
        <input id={`${id}-show`} type="checkbox" checked={show} disabled={!inquiry} onChange={(event) => setShow(event.target.checked)} />
      </FieldShell>
    </Dialog>
  );
}
