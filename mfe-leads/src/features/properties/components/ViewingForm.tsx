import { useState, type FormEvent } from 'react';
import { Button, errorMessage, notify, useAuth, firstFieldErrors } from '@marktplatz/shared';
import { Actions, Box, FormGrid } from '@marktplatz/shared/kit';
import { requestViewing } from '../api/requestViewing';
import type { PropertyDetail } from '../types';
import { TextAreaInput, TextInput } from '../../../lib/fields';

/** The viewing request (`api/property_appointment`); the listing's provider is notified. */
export function ViewingForm({ property }: { property: PropertyDetail }) {
  const { user } = useAuth();
  const [values, setValues] = useState({
    name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    email: typeof user?.email === 'string' ? user.email : '',
    phone: '',
    preferred_date: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await requestViewing({ property_id: property.id, ...values });
      setSent(answer.message ?? 'Ihre Besichtigungsanfrage wurde gesendet.');
      setErrors({});
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box aria-labelledby="viewing-title" id="besichtigung">
      <h2 id="viewing-title">Besichtigung anfragen</h2>
      {sent ? (
        <p role="status">{sent} Der Anbieter meldet sich bei Ihnen.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormGrid>
            <TextInput label="Name" value={values.name} onChange={set('name')} error={errors.name} required autoComplete="name" />
            <TextInput
              label="E-Mail"
              type="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
              required
              autoComplete="email"
            />
            <TextInput label="Telefon" type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
            <TextInput
              label="Wunschtermin"
              value={values.preferred_date}
              onChange={set('preferred_date')}
              error={errors.preferred_date}
              placeholder="TT.MM.JJJJ"
              inputMode="numeric"
            />
          </FormGrid>
          <TextAreaInput label="Nachricht" value={values.message} onChange={set('message')} error={errors.message} rows={3} />
          <Actions>
            <Button type="submit" loading={busy}>
              Besichtigung anfragen
            </Button>
          </Actions>
        </form>
      )}
    </Box>
  );
}
