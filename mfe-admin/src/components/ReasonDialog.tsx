import type { ReactNode } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, CheckboxField, Dialog, TextareaField, TextField } from '@marktplatz/shared';
import { FormRefusal } from '@marktplatz/shared/kit';
import { AdminFailure } from '../lib/adminApi';
import { messages } from '../messages';

/** The reason of an action for the audit log. */
export interface ReasonSpec {
  label: string;
  hint?: string;
  /** The text for a missing (or too short) reason; without it the reason is optional. */
  required?: string;
  /** Fewest characters after trimming (default 1). */
  minLength?: number;
  /** A single-line field instead of the text area. */
  singleLine?: boolean;
  rows?: number;
  maxLength?: number;
}

/** The confirmation box under the reason. */
export interface ConfirmSpec {
  label: string;
  required: string;
}

export type ReasonValues = { reason: string; confirm?: boolean } & Record<string, unknown>;

export interface ReasonDialogProps<V extends ReasonValues> {
  /** Prefix of the ids: `<idPrefix>-reason`, `<idPrefix>-confirm`; the form is `admin-<idPrefix>`. */
  idPrefix: string;
  title: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Text above the fields. */
  intro?: ReactNode;
  /** Further fields (bound kit fields), above the reason. */
  children?: ReactNode;
  /** A note under the reason (and the confirmation box). */
  note?: ReactNode;
  /** The reason field; without it the dialog only confirms. */
  reason?: ReasonSpec;
  confirm?: ConfirmSpec;
  submitLabel: string;
  cancelLabel: string;
  variant?: 'primary' | 'danger';
  initialValues?: Partial<V>;
  /** Makes the call (the reason arrives trimmed); a thrown {@link AdminFailure} stays in the dialog. */
  onSubmit: (values: V) => Promise<void>;
  /** The server's refusal as field and form errors (default: the reason's field error, else the message). */
  refusal?: (failure: AdminFailure) => SubmissionErrors;
  onClose: () => void;
}

function defaultRefusal(failure: AdminFailure): SubmissionErrors {
  const reason = failure.field('reason');
  return { reason, [FORM_ERROR]: reason ? undefined : failure.message };
}

/**
 * An action on a record that needs a reason for the audit log (and often a confirmation box): the back office's
 * one dialog for it. The dialog is the confirmation; the server's refusal stays in it.
 */
export function ReasonDialog<V extends ReasonValues>({
  idPrefix,
  title,
  role = 'alertdialog',
  size,
  intro,
  children,
  note,
  reason,
  confirm,
  submitLabel,
  cancelLabel,
  variant = 'primary',
  initialValues,
  onSubmit,
  refusal = defaultRefusal,
  onClose,
}: ReasonDialogProps<V>) {
  const formId = `admin-${idPrefix}`;
  const minLength = reason?.minLength ?? 1;
  const reasonCheck = reason?.required
    ? (value: unknown) => (typeof value === 'string' && value.trim().length >= minLength ? undefined : reason.required)
    : undefined;
  const submit = async (values: V): Promise<SubmissionErrors | undefined> => {
    try {
      await onSubmit({ ...values, reason: typeof values.reason === 'string' ? values.reason.trim() : '' });
      return undefined;
    } catch (failure) {
      if (failure instanceof AdminFailure) return refusal(failure);
      return { [FORM_ERROR]: messages.errors.generic };
    }
  };
  const reasonProps = {
    id: `${idPrefix}-reason`,
    name: 'reason',
    label: reason?.label ?? '',
    hint: reason?.hint,
    required: Boolean(reason?.required),
    requiredMessage: reason?.required,
    validate: reasonCheck,
    maxLength: reason?.maxLength,
  };
  return (
    <Form<V>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => {
        return (
          <Dialog
            open
            onClose={onClose}
            title={title}
            role={role}
            size={size}
            footer={
              <>
                <Button type="button" variant="secondary" onClick={onClose}>
                  {cancelLabel}
                </Button>
                <Button type="submit" form={formId} variant={variant} loading={submitting}>
                  {submitLabel}
                </Button>
              </>
            }
          >
            <form id={formId} onSubmit={handleSubmit} noValidate>
              {intro}
              {children}
              {!reason ? null : reason.singleLine ? (
                <TextField {...reasonProps} />
              ) : (
                <TextareaField {...reasonProps} rows={reason.rows ?? 2} />
              )}
              {confirm ? (
                <CheckboxField
                  id={`${idPrefix}-confirm`}
                  name="confirm"
                  label={confirm.label}
                  validate={(value) => (value ? undefined : confirm.required)}
                />
              ) : null}
              {note}
              <FormRefusal error={submitError} />
            </form>
          </Dialog>
        );
      }}
    />
  );
}
