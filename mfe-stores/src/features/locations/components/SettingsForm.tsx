import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, CheckboxField, errorMessage, firstFieldErrors, notify, NumberField } from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { setAlwaysOpen } from '../api/setAlwaysOpen';
import { setAppointments } from '../api/setAppointments';
import type { StoreLocation } from '../types';
import { messages } from '../../../messages';

const T = messages.locations;

interface Values {
  always_open: boolean;
  takes_appointments: boolean;
  slot_minutes?: number | string;
}

/** Always open, and whether the store takes appointment requests (slot length in minutes). */
export function SettingsForm({ location, onSaved }: { location: StoreLocation; onSaved: (saved: StoreLocation) => void }) {
  const [initialValues] = useState<Values>(() => ({
    always_open: location.always_open,
    takes_appointments: location.takes_appointments,
    slot_minutes: location.appointment_slot_minutes,
  }));

  const submit = async (values: Values) => {
    try {
      await setAlwaysOpen(location.id, values.always_open);
      const saved = await setAppointments(location.id, values.takes_appointments, Number(values.slot_minutes));
      notify.success(T.settingsSaved);
      onSaved(saved);
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error));
      return fields;
    }
  };

  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{T.settings}</h2>
      <Form<Values> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <CheckboxField name="always_open" label={T.alwaysOpenLabel} />
            <CheckboxField name="takes_appointments" label={T.takesAppointments} />
            {values.takes_appointments ? <NumberField name="slot_minutes" id="settings-slot" label={T.slotMinutes} /> : null}
            <Actions>
              <Button type="submit" variant="secondary" loading={submitting}>
                {T.saveSettings}
              </Button>
            </Actions>
          </form>
        )}
      </Form>
    </section>
  );
}
