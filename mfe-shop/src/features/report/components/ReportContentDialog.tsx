import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Actions, Alert, FormRefusal } from '@marktplatz/shared/kit';
import {
  Button,
  CheckboxField,
  Dialog,
  SelectField,
  TextField,
  TextareaField,
  composeValidators,
  email,
  errorMessage,
  maxLength,
  minLength,
  useFetch,
} from '@marktplatz/shared';
import { messages } from '../../../messages';
import { getReportCategories } from '../api/getReportCategories';
import { sendReport } from '../api/sendReport';
import type { ReportInput, ReportTargetType } from '../types';

interface Values {
  category?: ReportInput['category'];
  explanation?: string;
  reporter_name?: string;
  reporter_email?: string;
  good_faith?: boolean;
}

/** The `errors` of a rejected call as field → first message. */
function serverErrors(error: unknown): SubmissionErrors {
  const errors = (error as { errors?: Record<string, unknown> } | null)?.errors;
  const result: SubmissionErrors = { [FORM_ERROR]: errorMessage(error) };
  if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors)) result[field] = Array.isArray(value) ? value[0] : value;
  }
  return result;
}

/**
 * „Inhalt melden“ (notice and action, Art. 16 DSA): reason, explanation, name and e-mail (optional only where
 * the DSA allows it) and the good-faith statement. The API answers with a receipt e-mail at once.
 */
export function ReportContentDialog({
  targetType,
  targetId,
  targetLabel,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: number;
  targetLabel: string;
  onClose: () => void;
}) {
  const t = messages.report;
  const categories = useFetch((signal) => getReportCategories(signal), []);
  const [done, setDone] = useState<string | null>(null);
  const anonymous = new Set((categories.data ?? []).filter((entry) => entry.anonymous_allowed).map((entry) => entry.value));

  const submit = async (values: Values) => {
    try {
      const result = await sendReport({
        target_type: targetType,
        target_id: targetId,
        // No choice goes as empty text: the API answers it with the field's German message.
        category: (values.category ?? '') as ReportInput['category'],
        explanation: (values.explanation ?? '').trim(),
        reporter_name: values.reporter_name?.trim() || null,
        reporter_email: values.reporter_email?.trim() || null,
        good_faith: values.good_faith === true,
      });
      setDone(`${result.message ?? t.received} ${t.caseNumber(result.data.case_number)}`);
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t.title} size="md">
      {done ? (
        <>
          <Alert $tone="success" role="status" data-testid="report-content-done">
            {done}
          </Alert>
          <Actions>
            <Button onClick={onClose}>{t.close}</Button>
          </Actions>
        </>
      ) : (
        <Form<Values> onSubmit={submit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t.title} data-testid="report-content-form">
              <p>{t.intro(targetLabel)}</p>
              <FormRefusal error={submitError} />
              <SelectField
                name="category"
                label={t.category}
                required
                options={(categories.data ?? []).map((entry) => ({ value: entry.value, label: entry.label }))}
              />
              <TextareaField
                name="explanation"
                label={t.explanation}
                hint={t.explanationHint}
                required
                validate={composeValidators(minLength(20), maxLength(5000))}
                maxLength={5000}
                rows={4}
              />
              <FormSpy<Values> subscription={{ values: true }}>
                {({ values }) => {
                  const optional = values.category !== undefined && anonymous.has(values.category);
                  return (
                    <>
                      {optional ? <p>{t.anonymousHint}</p> : null}
                      <TextField
                        name="reporter_name"
                        label={t.name}
                        required={!optional}
                        validate={maxLength(120)}
                        autoComplete="name"
                        maxLength={120}
                      />
                      <TextField
                        name="reporter_email"
                        type="email"
                        label={t.email}
                        hint={t.emailHint}
                        required={!optional}
                        validate={email}
                        autoComplete="email"
                      />
                    </>
                  );
                }}
              </FormSpy>
              <CheckboxField name="good_faith" label={t.goodFaith} required />
              <p>{t.privacy}</p>
              <Actions>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {messages.common.cancel}
                </Button>
                <Button type="submit" loading={submitting} data-testid="report-content-send">
                  {t.send}
                </Button>
              </Actions>
            </form>
          )}
        </Form>
      )}
    </Dialog>
  );
}
