import { useEffect, useMemo, useRef, useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Dialog, notify, SelectField, TextareaField } from '@marktplatz/shared';
import { Box, Fieldset, FormEnd, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { decideNotice } from '../api/decideNotice';
import type { DecisionBody, ModerationOptions, NoticeDetail } from '../api/types';
import { noticeMessages as t } from '../messages';
import { ChoiceLabel } from '../../../components/layout';

const Preview = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

type Outcome = DecisionBody['outcome'];

interface Values {
  outcome?: Outcome;
  action?: string;
  ground?: string;
  ground_detail?: string;
  reason?: string;
}

const MIN_REASON = 20;

const reasonCheck = (value: unknown) => (typeof value === 'string' && value.trim().length >= MIN_REASON ? undefined : t.required.reason);

/** The API's refusal: each named field its message, and the general message above the button. */
function refusal(failure: unknown): SubmissionErrors {
  if (!(failure instanceof AdminFailure)) return { [FORM_ERROR]: messages.errors.generic };
  return {
    action: failure.field('action'),
    ground: failure.field('ground'),
    ground_detail: failure.field('ground_detail'),
    reason: failure.field('reason'),
    [FORM_ERROR]: failure.message,
  };
}

/** Empties the concrete ground when the ground changes. */
function GroundWatch({ ground, clear }: { ground: string | undefined; clear: () => void }) {
  const previous = useRef(ground);
  useEffect(() => {
    if (previous.current !== ground) clear();
    previous.current = ground;
  }, [ground, clear]);
  return null;
}

/**
 * The decision on a notice: outcome, the action the target type allows, ground and concrete ground from the options,
 * the statement of reasons (≥ 20 characters), a preview of what the affected person receives, and a confirmation.
 */
export function DecisionForm({
  notice,
  options,
  onDecided,
}: {
  notice: NoticeDetail;
  options: ModerationOptions;
  onDecided: (next: NoticeDetail) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Settles the submit that waits for the confirmation dialog. */
  const decided = useRef<((confirmed: boolean) => void) | null>(null);

  const actions = useMemo(
    () => options.actions.filter((option) => option.target_types.includes(notice.target_type)),
    [options.actions, notice.target_type],
  );
  const labelOf = (list: { value: string; label: string }[], value: string | undefined) =>
    list.find((option) => option.value === value)?.label ?? '';

  /** „Abbrechen“ closes the confirmation at once; a confirmed one stays open (busy) until the API answered. */
  const decide = (confirmed: boolean) => {
    if (!confirmed) setConfirming(false);
    decided.current?.(confirmed);
    decided.current = null;
  };

  /** Valid values open the confirmation; only „Verbindlich entscheiden“ there sends them. */
  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const outcome = values.outcome;
    if (!outcome) return undefined;
    const confirmed = await new Promise<boolean>((resolve) => {
      decided.current = resolve;
      setConfirming(true);
    });
    if (!confirmed) return undefined;
    setBusy(true);
    const reason = (values.reason ?? '').trim();
    const body: DecisionBody =
      outcome === 'action_taken'
        ? {
            outcome,
            // the values come from the options list of the same API
            action: values.action as DecisionBody['action'],
            ground: values.ground as DecisionBody['ground'],
            ground_detail: values.ground_detail as DecisionBody['ground_detail'],
            reason,
          }
        : { outcome, reason };
    try {
      const next = await decideNotice(notice.id, body);
      notify.success(t.decided);
      onDecided(next);
      return undefined;
    } catch (failure) {
      return refusal(failure);
    } finally {
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <Form<Values> onSubmit={submit}>
      {({ handleSubmit, values, form, submitError, errors, submitFailed }) => {
        const taking = values.outcome === 'action_taken';
        const details = options.ground_details.filter((option) => option.ground === values.ground);
        const actionLabel = labelOf(actions, values.action);
        const outcomeError = submitFailed ? (errors?.outcome as string | undefined) : undefined;
        const reason = (values.reason ?? '').trim();
        return (
          <Box aria-labelledby="notice-decide-title">
            <h3 id="notice-decide-title">{t.decideTitle}</h3>
            <form onSubmit={handleSubmit} noValidate aria-labelledby="notice-decide-title">
              <Fieldset>
                <legend>{t.outcome} *</legend>
                {(['action_taken', 'no_action'] as const).map((value) => (
                  <ChoiceLabel key={value}>
                    <Field<Outcome>
                      name="outcome"
                      type="radio"
                      value={value}
                      validate={(chosen) => (chosen ? undefined : t.required.outcome)}
                    >
                      {({ input }) => (
                        <input {...input} name="notice-outcome" aria-describedby={outcomeError ? 'notice-outcome-error' : undefined} />
                      )}
                    </Field>{' '}
                    {t.outcomes[value]}
                  </ChoiceLabel>
                ))}
                {outcomeError ? <FieldError id="notice-outcome-error">{outcomeError}</FieldError> : null}
              </Fieldset>
              {taking ? (
                <>
                  <SelectField
                    id="notice-action"
                    name="action"
                    label={t.action}
                    options={actions}
                    placeholder={t.chooseAction}
                    required
                    requiredMessage={t.required.action}
                  />
                  <SelectField
                    id="notice-ground"
                    name="ground"
                    label={t.ground}
                    options={options.grounds}
                    placeholder={t.chooseGround}
                    required
                    requiredMessage={t.required.ground}
                  />
                  {values.ground ? (
                    <SelectField
                      id="notice-ground-detail"
                      name="ground_detail"
                      label={t.groundDetail}
                      options={details}
                      placeholder={t.chooseGroundDetail}
                      required
                      requiredMessage={t.required.groundDetail}
                    />
                  ) : null}
                  <GroundWatch ground={values.ground} clear={() => form.change('ground_detail', undefined)} />
                </>
              ) : null}
              <TextareaField
                id="notice-reason"
                name="reason"
                label={t.reason}
                hint={`${t.reasonHint} ${t.reasonCount(reason.length)}`}
                requiredMark
                validate={reasonCheck}
                rows={5}
              />
              {values.outcome ? (
                <section aria-labelledby="notice-preview-title">
                  <h4 id="notice-preview-title">{taking ? t.preview : t.previewNoAction}</h4>
                  <Preview data-testid="decision-preview">
                    <p>
                      <strong>{t.previewCase(notice.case_number)}</strong>
                    </p>
                    <p>{t.previewContent(notice.target_label)}</p>
                    {taking ? (
                      <>
                        <p>{t.previewAction(actionLabel || '…')}</p>
                        <p>{t.previewGround(labelOf(options.grounds, values.ground) || '…', labelOf(details, values.ground_detail))}</p>
                      </>
                    ) : (
                      <p>{t.previewNoActionText}</p>
                    )}
                    <p>{t.previewReason}</p>
                    <p>{reason || '…'}</p>
                    {taking ? <Muted $small>{t.previewRemedies}</Muted> : null}
                  </Preview>
                </section>
              ) : null}
              <FormEnd error={submitError} label={t.submit} />
            </form>
            <Dialog
              open={confirming}
              onClose={() => decide(false)}
              title={t.confirmTitle}
              role="alertdialog"
              footer={
                <>
                  <Button type="button" variant="secondary" onClick={() => decide(false)}>
                    {t.cancel}
                  </Button>
                  <Button type="button" variant={taking ? 'danger' : 'primary'} loading={busy} onClick={() => decide(true)}>
                    {t.confirm}
                  </Button>
                </>
              }
            >
              <p>{taking ? t.confirmAction(actionLabel, notice.target_label) : t.confirmNoAction}</p>
            </Dialog>
          </Box>
        );
      }}
    </Form>
  );
}
