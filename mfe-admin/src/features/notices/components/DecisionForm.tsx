import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, notify, Select } from '@marktplatz/shared';
import { Alert, Box, Fieldset, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { decideNotice } from '../api/decideNotice';
import type { DecisionBody, ModerationOptions, NoticeDetail } from '../api/types';
import { noticeMessages as t } from '../messages';
import { ChoiceLabel, SubmitButton } from '../../../components/layout';

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

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  select {
    max-width: 100%;
  }
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

type Outcome = DecisionBody['outcome'];
type Errors = Partial<Record<'outcome' | 'action' | 'ground' | 'groundDetail' | 'reason' | 'form', string>>;

const MIN_REASON = 20;

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
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [action, setAction] = useState('');
  const [ground, setGround] = useState('');
  const [groundDetail, setGroundDetail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const actions = useMemo(
    () => options.actions.filter((option) => option.target_types.includes(notice.target_type)),
    [options.actions, notice.target_type],
  );
  const details = useMemo(() => options.ground_details.filter((option) => option.ground === ground), [options.ground_details, ground]);
  const labelOf = (list: { value: string; label: string }[], value: string) => list.find((option) => option.value === value)?.label ?? '';
  const taking = outcome === 'action_taken';

  const check = (): Errors => {
    const found: Errors = {};
    if (!outcome) found.outcome = t.required.outcome;
    if (taking && !action) found.action = t.required.action;
    if (taking && !ground) found.ground = t.required.ground;
    if (taking && !groundDetail) found.groundDetail = t.required.groundDetail;
    if (reason.trim().length < MIN_REASON) found.reason = t.required.reason;
    return found;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    if (!outcome) return;
    setBusy(true);
    const body: DecisionBody = taking
      ? {
          outcome,
          // the values come from the options list of the same API
          action: action as DecisionBody['action'],
          ground: ground as DecisionBody['ground'],
          ground_detail: groundDetail as DecisionBody['ground_detail'],
          reason: reason.trim(),
        }
      : { outcome, reason: reason.trim() };
    try {
      const next = await decideNotice(notice.id, body);
      setConfirming(false);
      notify.success(t.decided);
      onDecided(next);
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof AdminFailure) {
        setErrors({
          action: failure.field('action'),
          ground: failure.field('ground'),
          groundDetail: failure.field('ground_detail'),
          reason: failure.field('reason'),
          form: failure.message,
        });
      } else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    list: { value: string; label: string }[],
    placeholder: string,
    error: string | undefined,
  ) => (
    <Field>
      <label htmlFor={id}>{label} *</label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
      >
        <option value="">{placeholder}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );

  const actionLabel = labelOf(actions, action);

  return (
    <Box aria-labelledby="notice-decide-title">
      <h3 id="notice-decide-title">{t.decideTitle}</h3>
      <form onSubmit={review} noValidate aria-labelledby="notice-decide-title">
        <Fieldset>
          <legend>{t.outcome} *</legend>
          {(['action_taken', 'no_action'] as const).map((value) => (
            <ChoiceLabel key={value}>
              <input
                type="radio"
                name="notice-outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                aria-describedby={errors.outcome ? 'notice-outcome-error' : undefined}
              />{' '}
              {t.outcomes[value]}
            </ChoiceLabel>
          ))}
          {errors.outcome ? <FieldError id="notice-outcome-error">{errors.outcome}</FieldError> : null}
        </Fieldset>
        {taking ? (
          <>
            {select('notice-action', t.action, action, setAction, actions, t.chooseAction, errors.action)}
            {select(
              'notice-ground',
              t.ground,
              ground,
              (value) => {
                setGround(value);
                setGroundDetail('');
              },
              options.grounds,
              t.chooseGround,
              errors.ground,
            )}
            {ground
              ? select(
                  'notice-ground-detail',
                  t.groundDetail,
                  groundDetail,
                  setGroundDetail,
                  details,
                  t.chooseGroundDetail,
                  errors.groundDetail,
                )
              : null}
          </>
        ) : null}
        <TextArea
          id="notice-reason"
          label={t.reason}
          hint={`${t.reasonHint} ${t.reasonCount(reason.trim().length)}`}
          required
          rows={5}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {outcome ? (
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
                  <p>{t.previewGround(labelOf(options.grounds, ground) || '…', labelOf(details, groundDetail))}</p>
                </>
              ) : (
                <p>{t.previewNoActionText}</p>
              )}
              <p>{t.previewReason}</p>
              <p>{reason.trim() || '…'}</p>
              {taking ? <Muted $small>{t.previewRemedies}</Muted> : null}
            </Preview>
          </section>
        ) : null}
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <SubmitButton type="submit">{t.submit}</SubmitButton>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button type="button" variant={taking ? 'danger' : 'primary'} loading={busy} onClick={() => void send()}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p>{taking ? t.confirmAction(actionLabel, notice.target_label) : t.confirmNoAction}</p>
      </Dialog>
    </Box>
  );
}
