import { useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Box, Fieldset, Muted } from '@marktplatz/shared/kit';
import styled from 'styled-components';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { decideComplaint } from '../api/decideComplaint';
import { complaintMessages as t } from '../messages';
import { ChoiceLabel, SubmitButton } from '../../../components/layout';

type Outcome = 'upheld' | 'reversed';

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

/** Upheld or reversed with a reason, after a confirmation; the API's refusal (e.g. the first decider) stands out. */
export function ComplaintDecision({ complaintId, onDecided }: { complaintId: number; onDecided: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'outcome' | 'reason', string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!outcome) found.outcome = t.required.outcome;
    if (reason.trim().length < 20) found.reason = t.required.reason;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    if (!outcome) return;
    setBusy(true);
    try {
      await decideComplaint(complaintId, { outcome, reason: reason.trim() });
      setConfirming(false);
      notify.success(t.decided);
      onDecided();
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof AdminFailure && failure.field('reason')) setErrors({ reason: failure.field('reason') });
      else setRefusal(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setBusy(false);
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
      <form onSubmit={review} noValidate aria-labelledby="complaint-decide-title">
        <Fieldset>
          <legend>{t.outcome} *</legend>
          {(['upheld', 'reversed'] as const).map((value) => (
            <ChoiceLabel key={value}>
              <input type="radio" name="complaint-outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} />{' '}
              {t.outcomes[value]}
            </ChoiceLabel>
          ))}
          {outcome === 'reversed' ? <Muted $small>{t.reversedHint}</Muted> : null}
          {errors.outcome ? <FieldError>{errors.outcome}</FieldError> : null}
        </Fieldset>
        <TextArea
          id="complaint-reason"
          label={t.reason}
          hint={t.reasonHint}
          required
          rows={4}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
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
            <Button type="button" variant={outcome === 'reversed' ? 'danger' : 'primary'} loading={busy} onClick={() => void send()}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p>{outcome === 'reversed' ? t.confirmReversed : t.confirmUpheld}</p>
      </Dialog>
    </Box>
  );
}
