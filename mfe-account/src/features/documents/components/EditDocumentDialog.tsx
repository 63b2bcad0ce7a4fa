import { useId } from 'react';
import { Form } from 'react-final-form';
import { Button, CheckboxField, Dialog, notify, SelectField, Spinner, TextField, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { FormRefusal } from '@marktplatz/shared/kit';
import { getDocumentInfo, updateDocument, type DocumentType, type UserDocument } from '../api/documents';
import { DOCUMENT_TYPES } from '../types';
import { messages } from '../../../messages';

const text = messages.documents;

interface EditValues {
  title?: string;
  type: DocumentType;
  /** The linked inquiry's id as the select holds it, `''` for none. */
  inquiry_id?: string;
  show: boolean;
}

const typeOptions = DOCUMENT_TYPES.map((value) => ({ value, label: text.types[value] }));

/** Title, type, linked inquiry and `show` of an own document. */
export function EditDocumentDialog({ document, onClose, onSaved }: { document: UserDocument; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const formId = `${id}-form`;
  const info = useFetch((signal) => getDocumentInfo(document.id, signal), [document.id]);

  const save = async (values: EditValues) => {
    try {
      await updateDocument({
        id: document.id,
        title: (values.title ?? '').trim(),
        type: values.type,
        inquiry_id: values.inquiry_id ? Number(values.inquiry_id) : null,
        show: values.show && values.inquiry_id ? 1 : 0,
      });
      notify.success(text.saved);
      onSaved();
      return undefined;
    } catch (reason) {
      // The server's message shows only when it names no field: the fields show their own.
      return toSubmissionErrors(reason, { generalOnlyWithoutFields: true });
    }
  };

  return (
    <Form<EditValues>
      onSubmit={save}
      initialValues={{
        title: document.title,
        type: document.type,
        inquiry_id: document.inquiry_id ? String(document.inquiry_id) : '',
        show: document.show === 1,
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <Dialog
          open
          onClose={onClose}
          title={text.editTitle}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={onClose}>
                {text.cancel}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {text.save}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
            <FormRefusal error={submitError} />
            <TextField id={`${id}-title`} name="title" label={text.columns.title} requiredMark maxLength={200} />
            <SelectField id={`${id}-type`} name="type" label={text.type} options={typeOptions} emptyOption={false} />
            {info.loading && !info.data ? (
              <Spinner />
            ) : (
              <SelectField
                id={`${id}-inquiry`}
                name="inquiry_id"
                label={text.inquiry}
                placeholder={text.noInquiry}
                options={(info.data?.inquiries ?? []).map((entry) => ({ value: String(entry.id), label: entry.title }))}
              />
            )}
            <CheckboxField id={`${id}-show`} name="show" label={text.show} disabled={!values.inquiry_id} />
          </form>
        </Dialog>
      )}
    </Form>
  );
}
