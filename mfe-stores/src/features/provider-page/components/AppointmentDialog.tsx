import { useState } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import { Button, Dialog, TextareaField, errorMessage, firstFieldErrors, loginPathFor, useAuth } from '@marktplatz/shared';
import { Alert, FormRefusal, Muted } from '@marktplatz/shared/kit';
import type { PublicLocation } from '../api/getProviderLocations';
import { requestAppointment } from '../api/requestAppointment';
import { SlotField, slotErrors } from '../../appointments';
import { messages } from '../../../messages';

const T = messages.appointment;

interface Values {
  date?: string;
  time?: string;
  message?: string;
}

/**
 * Requests an appointment at one store: a day, then one of its free slots (Berlin time, from the API); the API's
 * German errors show beside the field, a slot taken meanwhile (409) reloads the day's slots.
 */
export function AppointmentDialog({ store, onClose }: { store: PublicLocation | null; onClose: () => void }) {
  const auth = useAuth();
  const location = useLocation();
  const [sent, setSent] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState(0);

  const submit = async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> => {
    if (!store) return undefined;
    try {
      const result = await requestAppointment({
        store_id: store.id,
        date: values.date ?? '',
        time: values.time ?? '',
        message: values.message || null,
      });
      setSent(result.message ?? T.sent);
      form.restart();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      // e.g. 409: someone else took the slot a moment ago — show the day's free slots again
      form.change('time', undefined);
      setReloadKey((key) => key + 1);
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  return (
    <Form<Values> onSubmit={submit} validate={slotErrors}>
      {({ handleSubmit, submitting, submitError, form }) => {
        const close = () => {
          setSent(undefined);
          // the values stay for the next opening, the messages go
          form.restart(form.getState().values);
          onClose();
        };
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
            <form id="appointment-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
              <Muted>{T.intro(store?.appointment_slot_minutes ?? 30)}</Muted>
              <FormRefusal error={submitError} />
              {store ? <SlotField storeId={store.id} idPrefix="appointment" reloadKey={reloadKey} /> : null}
              <TextareaField id="appointment-message" name="message" label={T.message} rows={3} maxLength={1000} />
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
                <Button type="submit" form="appointment-form" loading={submitting}>
                  {T.send}
                </Button>
              ) : null
            }
          >
            {body}
          </Dialog>
        );
      }}
    </Form>
  );
}
