import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { setAlwaysOpen } from '../api/setAlwaysOpen';
import { setAppointments } from '../api/setAppointments';
import type { StoreLocation } from '../types';
import { Labelled } from './fields';
import { messages } from '../../../messages';

const T = messages.locations;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Always open, and whether the store takes appointment requests (slot length in minutes). */
export function SettingsForm({ location, onSaved }: { location: StoreLocation; onSaved: (saved: StoreLocation) => void }) {
  const [alwaysOpen, setOpen] = useState(location.always_open);
  const [takes, setTakes] = useState(location.takes_appointments);
  const [slot, setSlot] = useState(String(location.appointment_slot_minutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await setAlwaysOpen(location.id, alwaysOpen);
      const saved = await setAppointments(location.id, takes, Number(slot));
      setErrors({});
      notify.success(T.settingsSaved);
      onSaved(saved);
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{T.settings}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Check>
          <input type="checkbox" checked={alwaysOpen} onChange={(event) => setOpen(event.target.checked)} />
          {T.alwaysOpenLabel}
        </Check>
        <Check>
          <input type="checkbox" checked={takes} onChange={(event) => setTakes(event.target.checked)} />
          {T.takesAppointments}
        </Check>
        {takes ? (
          <Labelled
            id="settings-slot"
            label={T.slotMinutes}
            type="number"
            min={10}
            max={480}
            step={5}
            value={slot}
            error={errors.slot_minutes}
            onChange={(event) => setSlot(event.target.value)}
          />
        ) : null}
        <Actions>
          <Button type="submit" variant="secondary" loading={busy}>
            {T.saveSettings}
          </Button>
        </Actions>
      </form>
    </section>
  );
}
