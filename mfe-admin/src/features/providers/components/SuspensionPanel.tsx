import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, ErrorState, notify, Select, Spinner } from '@marktplatz/shared';
import { Alert, Box, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { getModerationOptions } from '../api/getModerationOptions';
import { reinstateProvider } from '../api/reinstateProvider';
import { suspendProvider } from '../api/suspendProvider';
import type { ModerationOptions, ProviderDetail } from '../api/types';
import { providerMessages as t } from '../messages';

const MIN_STATEMENT = 20;

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

type Errors = Partial<Record<'ground' | 'groundDetail' | 'reason' | 'form', string>>;
type SuspendBody = Parameters<typeof suspendProvider>[1];

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
  const [ground, setGround] = useState('');
  const [groundDetail, setGroundDetail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

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

  const details = useMemo(
    () => (options.state === 'ready' ? options.value.ground_details.filter((option) => option.ground === ground) : []),
    [options, ground],
  );

  const reset = () => {
    setEditing(false);
    setConfirming(false);
    setGround('');
    setGroundDetail('');
    setReason('');
    setErrors({});
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!suspension && !ground) found.ground = t.groundRequired;
    if (!suspension && !groundDetail) found.groundDetail = t.groundDetailRequired;
    if (reason.trim().length < MIN_STATEMENT) found.reason = t.statementRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    try {
      if (suspension) {
        await reinstateProvider(provider.id, { reason: reason.trim() });
        notify.success(t.reinstated);
      } else {
        await suspendProvider(provider.id, {
          ground: ground as SuspendBody['ground'],
          ground_detail: groundDetail as SuspendBody['ground_detail'],
          reason: reason.trim(),
        });
        notify.success(t.suspended);
      }
      reset();
      onChanged();
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof AdminFailure)
        setErrors({
          ground: failure.field('ground'),
          groundDetail: failure.field('ground_detail'),
          reason: failure.field('reason'),
          form: failure.message,
        });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    list: readonly { value: string; label: string }[],
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
        <option value="">{t.chooseGround}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );

  const form = (
    <form onSubmit={review} noValidate aria-label={suspension ? t.reinstate : t.suspend}>
      {!suspension ? (
        options.state === 'loading' ? (
          <Spinner block />
        ) : options.state === 'failed' ? (
          <ErrorState error={options.message} onRetry={loadOptions} />
        ) : (
          <>
            {select(
              'provider-suspend-ground',
              t.ground,
              ground,
              (value) => {
                setGround(value);
                setGroundDetail('');
              },
              options.value.grounds,
              errors.ground,
            )}
            {ground ? select('provider-suspend-detail', t.groundDetail, groundDetail, setGroundDetail, details, errors.groundDetail) : null}
          </>
        )
      ) : null}
      <TextArea
        id="provider-suspension-reason"
        label={suspension ? t.reinstateReason : t.statement}
        hint={`${t.statementHint} ${t.statementCount(reason.trim().length)}`}
        required
        rows={5}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.form ? (
        <Alert $tone="error" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <Button type="submit" variant={suspension ? 'primary' : 'danger'}>
        {suspension ? t.reinstate : t.suspend}
      </Button>{' '}
      <Button type="button" variant="secondary" onClick={reset}>
        {t.cancel}
      </Button>
    </form>
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
        onClose={() => setConfirming(false)}
        title={suspension ? t.reinstateTitle(name) : t.suspendTitle(name)}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button type="button" variant={suspension ? 'primary' : 'danger'} loading={busy} onClick={() => void send()}>
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
