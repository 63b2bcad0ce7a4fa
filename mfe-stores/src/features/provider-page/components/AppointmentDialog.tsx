import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Dialog, FieldShell, Textarea, errorMessage, firstFieldErrors, loginPathFor, useAuth } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import type { PublicLocation } from '../api/getProviderLocations';
import { requestAppointment } from '../api/requestAppointment';
import { SlotPicker } from '../../appointments';
import { messages } from '../../../messages';

const T = messages.appointment;

/**
 * Requests an appointment at one store: a day, then one of its free slots (Berlin time, from the API); the API's
 * German errors show beside the field, a slot taken meanwhile (409) reloads the day's slots.
 */
export function AppointmentDialog({ store, onClose }: { store: PublicLocation | null; onClose: () => void }) {
  const auth = useAuth();
  const location = useLocation();
  const [values, setValues] = useState({ date: '', time: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

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
    if (!values.date) missing.date = messages.slots.pickDate;
    else if (!values.time) missing.time = messages.slots.pickTime;
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const result = await requestAppointment({
        store_id: store.id,
        date: values.date,
        time: values.time,
        message: values.message || null,
      });
      setSent(result.message ?? T.sent);
      setValues({ date: '', time: '', message: '' });
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        // e.g. 409: someone else took the slot a moment ago — show the day's free slots again
        setFailure(errorMessage(error));
        setValues((current) => ({ ...current, time: '' }));
        setReloadKey((key) => key + 1);
      }
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
        {store ? (
          <SlotPicker
            storeId={store.id}
            idPrefix="appointment"
            date={values.date}
            time={values.time}
            onDate={(date) => setValues((current) => ({ ...current, date }))}
            onTime={(time) => setValues((current) => ({ ...current, time }))}
            errors={{ date: errors.date, time: errors.time }}
            reloadKey={reloadKey}
          />
        ) : null}
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
