import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Dialog, fieldError, notify, TextareaField } from '@marktplatz/shared';
import { Alert, Box, Fieldset, Muted } from '@marktplatz/shared/kit';
import { ChoiceLabel, SubmitButton } from '../../../components/layout';
import { useConfirmStep } from '../../../components/useConfirmStep';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { decideComplaint } from '../api/decideComplaint';
import { complaintMessages as t } from '../messages';

type Outcome = 'upheld' | 'reversed';
type Values = { outcome?: Outcome; reason?: string };

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

/** Upheld or reversed with a reason, after a confirmation; the API's refusal (e.g. the first decider) stands out. */
export function ComplaintDecision({ complaintId, onDecided }: { complaintId: number; onDecided: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const step = useConfirmStep<Values>();

  const send = async ({ outcome, reason }: Values) => {
    if (!outcome) return undefined;
    try {
      await decideComplaint(complaintId, { outcome, reason: (reason ?? '').trim() });
      notify.success(t.decided);
      onDecided();
      return undefined;
    } catch (failure) {
      if (failure instanceof AdminFailure && failure.field('reason')) return { reason: failure.field('reason') };
      setRefusal(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
      return undefined;
    }
  };

  return (
    <Box aria-labelledby="complaint-decide-title">
      <h3 id="complaint-decide-title">{t.decideTitle}</h3>
      {refusal ? (
        <Alert $tone="error" role="alert" data-testid="complaint-refusal">
          <strong>{t.refusedTitle}:</strong> {refusal}
        </Alert>
      ) : null}
      <Form<Values>
        onSubmit={(values) => {
          setRefusal(null);
          return step.ask(values);
        }}
        render={({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="complaint-decide-title">
            <Fieldset>
              <legend>{t.outcome} *</legend>
              {(['upheld', 'reversed'] as const).map((value) => (
                <Field<string>
                  key={value}
                  name="outcome"
                  type="radio"
                  value={value}
                  validate={(chosen) => (chosen ? undefined : t.required.outcome)}
                >
                  {({ input }) => (
                    <ChoiceLabel>
                      <input {...input} name="complaint-outcome" /> {t.outcomes[value]}
                    </ChoiceLabel>
                  )}
                </Field>
              ))}
              {values.outcome === 'reversed' ? <Muted $small>{t.reversedHint}</Muted> : null}
              <Field name="outcome" subscription={{ error: true, touched: true, submitFailed: true }}>
                {({ meta }) => (fieldError(meta) ? <FieldError>{fieldError(meta)}</FieldError> : null)}
              </Field>
            </Fieldset>
            <TextareaField
              id="complaint-reason"
              name="reason"
              label={t.reason}
              hint={t.reasonHint}
              required
              requiredMessage={t.required.reason}
              validate={(value) => (typeof value === 'string' && value.trim().length >= 20 ? undefined : t.required.reason)}
              rows={4}
            />
            <SubmitButton type="submit">{t.submit}</SubmitButton>
          </form>
        )}
      />
      <Dialog
        open={step.values !== null}
        onClose={step.cancel}
        title={t.confirmTitle}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={step.cancel}>
              {t.cancel}
            </Button>
            <Button
              type="button"
              variant={step.values?.outcome === 'reversed' ? 'danger' : 'primary'}
              loading={step.busy}
              onClick={() => void step.confirm(send)}
            >
              {t.confirm}
            </Button>
          </>
        }
      >
        <p>{step.values?.outcome === 'reversed' ? t.confirmReversed : t.confirmUpheld}</p>
      </Dialog>
    </Box>
  );
}
