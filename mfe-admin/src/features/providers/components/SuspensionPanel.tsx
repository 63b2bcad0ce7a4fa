import { useEffect, useRef, useState } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Button, Dialog, ErrorState, notify, SelectField, Spinner, TextareaField } from '@marktplatz/shared';
import { Alert, Box, FormEnd, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { getModerationOptions } from '../api/getModerationOptions';
import { reinstateProvider } from '../api/reinstateProvider';
import { suspendProvider } from '../api/suspendProvider';
import type { ModerationOptions, ProviderDetail } from '../api/types';
import { providerMessages as t } from '../messages';

const MIN_STATEMENT = 20;

interface Values {
  ground?: string;
  ground_detail?: string;
  reason?: string;
}
type SuspendBody = Parameters<typeof suspendProvider>[1];

const statement = (value: unknown) => (typeof value === 'string' && value.trim().length >= MIN_STATEMENT ? undefined : t.statementRequired);

/** The API's refusal: each named field its message, and the general message above the buttons. */
function refusal(failure: unknown): SubmissionErrors {
  if (!(failure instanceof AdminFailure)) return { [FORM_ERROR]: messages.errors.generic };
  return {
    ground: failure.field('ground'),
    ground_detail: failure.field('ground_detail'),
    reason: failure.field('reason'),
    [FORM_ERROR]: failure.message,
  };
}

/**
 * The provider's suspension (Art. 17 DSA): the current one with its case, and for trust & safety „Anbieter sperren“
 * (ground and concrete ground from the moderation's list, statement of reasons ≥ 20 characters, confirmation) or
 * „Sperre aufheben“ (reason, confirmation). The moderation module carries out both.
 */
export function SuspensionPanel({
  provider,
  name,
  canDecide,
  onChanged,
}: {
  provider: ProviderDetail;
  name: string;
  canDecide: boolean;
  onChanged: () => void;
}) {
  const suspension = provider.suspension;
  const [options, setOptions] = useState<
    { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: ModerationOptions }
  >({
    state: 'loading',
  });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Settles the submit that waits for the confirmation dialog. */
  const decided = useRef<((confirmed: boolean) => void) | null>(null);

  const loadOptions = () => {
    setOptions({ state: 'loading' });
    getModerationOptions().then(
      (value) => setOptions({ state: 'ready', value }),
      (failure: unknown) =>
        setOptions({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  };
  useEffect(() => {
    if (editing && !suspension) loadOptions();
  }, [editing, suspension]);

  /** „Abbrechen“ closes the confirmation at once; a confirmed one stays open (busy) until the API answered. */
  const decide = (confirmed: boolean) => {
    if (!confirmed) setConfirming(false);
    decided.current?.(confirmed);
    decided.current = null;
  };

  /** Valid values open the confirmation; only „Sperren“/„Sperre aufheben“ there sends them. */
  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const confirmed = await new Promise<boolean>((resolve) => {
      decided.current = resolve;
      setConfirming(true);
    });
    if (!confirmed) return undefined;
    setBusy(true);
    try {
      const reason = (values.reason ?? '').trim();
      if (suspension) {
        await reinstateProvider(provider.id, { reason });
        notify.success(t.reinstated);
      } else {
        await suspendProvider(provider.id, {
          ground: values.ground as SuspendBody['ground'],
          ground_detail: values.ground_detail as SuspendBody['ground_detail'],
          reason,
        });
        notify.success(t.suspended);
      }
      setEditing(false);
      onChanged();
      return undefined;
    } catch (failure) {
      return refusal(failure);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const fields = (values: Values, form: FormApi<Values>) =>
    !suspension ? (
      options.state === 'loading' ? (
        <Spinner block />
      ) : options.state === 'failed' ? (
        <ErrorState error={options.message} onRetry={loadOptions} />
      ) : (
        <>
          <SelectField
            id="provider-suspend-ground"
            name="ground"
            label={t.ground}
            options={options.value.grounds}
            placeholder={t.chooseGround}
            required
            requiredMessage={t.groundRequired}
          />
          {values.ground ? (
            <SelectField
              key={values.ground}
              id="provider-suspend-detail"
              name="ground_detail"
              label={t.groundDetail}
              options={options.value.ground_details.filter((option) => option.ground === values.ground)}
              placeholder={t.chooseGround}
              required
              requiredMessage={t.groundDetailRequired}
            />
          ) : null}
          {/* A new ground empties its concrete ground. */}
          <GroundWatch ground={values.ground} clear={() => form.change('ground_detail', undefined)} />
        </>
      )
    ) : null;

  const form = (
    <Form<Values> onSubmit={submit}>
      {({ handleSubmit, values, form: api, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={suspension ? t.reinstate : t.suspend}>
          {fields(values, api)}
          <TextareaField
            id="provider-suspension-reason"
            name="reason"
            label={suspension ? t.reinstateReason : t.statement}
            hint={`${t.statementHint} ${t.statementCount((values.reason ?? '').trim().length)}`}
            requiredMark
            validate={statement}
            rows={5}
          />
          <FormEnd
            error={submitError}
            variant={suspension ? 'primary' : 'danger'}
            label={suspension ? t.reinstate : t.suspend}
            secondary={
              <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
                {t.cancel}
              </Button>
            }
          />
        </form>
      )}
    </Form>
  );

  return (
    <Box aria-labelledby="provider-suspension-title">
      <h2 id="provider-suspension-title">{t.suspension}</h2>
      {suspension ? (
        <Alert $tone="warning" data-testid="provider-suspension">
          {t.suspendedCase(dateTime(suspension.since), suspension.case_number)}{' '}
          <Link to={`/admin/meldungen/${suspension.case_id}`}>{t.openCase}</Link>
        </Alert>
      ) : (
        <p data-testid="provider-suspension">{t.notSuspended}</p>
      )}
      {canDecide ? (
        editing ? (
          <>
            {!suspension ? <Muted>{t.suspendIntro}</Muted> : <Muted>{t.reinstateText}</Muted>}
            {form}
          </>
        ) : (
          <Button type="button" variant={suspension ? 'secondary' : 'danger'} onClick={() => setEditing(true)}>
            {suspension ? t.reinstate : t.suspend}
          </Button>
        )
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => decide(false)}
        title={suspension ? t.reinstateTitle(name) : t.suspendTitle(name)}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => decide(false)}>
              {t.cancel}
            </Button>
            <Button type="button" variant={suspension ? 'primary' : 'danger'} loading={busy} onClick={() => decide(true)}>
              {suspension ? t.reinstate : t.suspendConfirm}
            </Button>
          </>
        }
      >
        <p>{suspension ? t.reinstateText : t.suspendIntro}</p>
      </Dialog>
    </Box>
  );
}

/** Calls `clear` when the ground changes after it was first chosen. */
function GroundWatch({ ground, clear }: { ground: string | undefined; clear: () => void }) {
  const previous = useRef(ground);
  useEffect(() => {
    if (previous.current !== ground) clear();
    previous.current = ground;
  }, [ground, clear]);
  return null;
}
