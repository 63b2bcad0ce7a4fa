import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Dialog, FieldShell, Input, Textarea, errorMessage, firstFieldErrors, loginPathFor, useAuth } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import type { PublicLocation } from '../api/getProviderLocations';
import { requestAppointment } from '../api/requestAppointment';
import { isTime, isoFromGerman } from '../../../lib/format';
import { messages } from '../../../messages';

const T = messages.appointment;

/** Requests an appointment at one store (date and time in Berlin); the API's German errors show beside the field. */
export function AppointmentDialog({ store, onClose }: { store: PublicLocation | null; onClose: () => void }) {
  const auth = useAuth();
  const location = useLocation();
  const [values, setValues] = useState({ date: '', time: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setSent(undefined);
    setErrors({});
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!store) return;
    const missing: Record<string, string> = {};
    const date = isoFromGerman(values.date);
    if (!values.date) missing.date = T.required;
    else if (!date) missing.date = T.dateInvalid;
    if (!values.time) missing.time = T.required;
    else if (!isTime(values.time.trim())) missing.time = messages.times.format;
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const result = await requestAppointment({
        store_id: store.id,
        date: date!,
        time: values.time.trim(),
        message: values.message || null,
      });
      setSent(result.message ?? T.sent);
      setValues({ date: '', time: '', message: '' });
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'date' | 'time' | 'message') => ({
    id: `appointment-${name}`,
    hintId: `appointment-${name}-hint`,
    errorId: `appointment-${name}-error`,
    error: errors[name],
  });
  const describedBy = (name: string, hint = false) =>
    [hint ? `appointment-${name}-hint` : null, errors[name] ? `appointment-${name}-error` : null].filter(Boolean).join(' ') || undefined;

  let body;
  if (!auth.authenticated) {
    body = (
      <p>
        <Link to={loginPathFor(location)}>{T.login}</Link>
      </p>
    );
  } else if (auth.role === 'Company') {
    body = <Muted>{T.providerNote}</Muted>;
  } else if (sent) {
    body = (
      <Alert role="status" $tone="success">
        {sent}
      </Alert>
    );
  } else {
    body = (
      <form id="appointment-form" onSubmit={(event) => void submit(event)} noValidate>
        <Muted>{T.intro(store?.appointment_slot_minutes ?? 30)}</Muted>
        {failure ? (
          <Alert role="alert" $tone="error">
            {failure}
          </Alert>
        ) : null}
        <FieldShell label={T.date} hint={T.dateHint} required {...field('date')}>
          <Input
            id="appointment-date"
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            maxLength={10}
            value={values.date}
            $invalid={Boolean(errors.date)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date', true)}
            onChange={(event) => setValues({ ...values, date: event.target.value })}
          />
        </FieldShell>
        <FieldShell label={T.time} hint={T.timeHint} required {...field('time')}>
          <Input
            id="appointment-time"
            inputMode="numeric"
            placeholder="HH:MM"
            maxLength={5}
            value={values.time}
            $invalid={Boolean(errors.time)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={describedBy('time', true)}
            onChange={(event) => setValues({ ...values, time: event.target.value })}
          />
        </FieldShell>
        <FieldShell label={T.message} {...field('message')}>
          <Textarea
            id="appointment-message"
            rows={3}
            maxLength={1000}
            value={values.message}
            aria-describedby={describedBy('message')}
            onChange={(event) => setValues({ ...values, message: event.target.value })}
          />
        </FieldShell>
      </form>
    );
  }

  return (
    <Dialog
      open={store !== null}
      onClose={close}
      title={T.title(store?.title ?? '')}
      footer={
        auth.authenticated && auth.role !== 'Company' && !sent ? (
          <Button type="submit" form="appointment-form" loading={busy}>
            {T.send}
          </Button>
        ) : null
      }
    >
      {body}
    </Dialog>
  );
}
