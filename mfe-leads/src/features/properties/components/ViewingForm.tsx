import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, TextareaField, TextField, errorMessage, firstFieldErrors, notify, useAuth } from '@marktplatz/shared';
import { Actions, Box, FormGrid, ServerRenderedForm } from '@marktplatz/shared/kit';
import { requestViewing } from '../api/requestViewing';
import type { PropertyDetail, ViewingInput } from '../types';
import { messages } from '../../../messages';

const text = messages.viewing;
type Values = Omit<ViewingInput, 'property_id'>;

/** The viewing request (`api/property_appointment`); the listing's provider is notified. */
export function ViewingForm({ property }: { property: PropertyDetail }) {
  const { user } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const initialValues: Values = {
    name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    email: typeof user?.email === 'string' ? user.email : '',
    phone: '',
    preferred_date: '',
    message: '',
  };

  async function submit(values: Values) {
    try {
      const answer = await requestViewing({
        property_id: property.id,
        name: values.name ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        preferred_date: values.preferred_date ?? '',
        message: values.message ?? '',
      });
      setSent(answer.message ?? text.sent);
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
      return fields;
    }
  }

  return (
    <Box aria-labelledby="viewing-title" id="besichtigung">
      <h2 id="viewing-title">{text.heading}</h2>
      {sent ? (
        <p role="status">
          {sent} {text.next}
        </p>
      ) : (
        // The server renders the guest's empty fields; a signed-in visitor's name and e-mail address fill in right after
        // the hydration and leave what was typed before it (`ServerRenderedForm`) or since (dirty fields) as it is.
        <Form<Values> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
          {({ handleSubmit, submitting }) => (
            <ServerRenderedForm onSubmit={handleSubmit} noValidate>
              <FormGrid>
                <TextField name="name" label={text.name} required requiredMessage={messages.required} autoComplete="name" />
                <TextField
                  name="email"
                  label={text.email}
                  type="email"
                  required
                  requiredMessage={messages.invalidEmail}
                  autoComplete="email"
                />
                <TextField name="phone" label={text.phone} type="tel" autoComplete="tel" />
                <TextField name="preferred_date" label={text.date} placeholder={text.datePlaceholder} inputMode="numeric" />
              </FormGrid>
              <TextareaField name="message" label={text.message} rows={3} />
              <Actions>
                <Button type="submit" loading={submitting}>
                  {text.send}
                </Button>
              </Actions>
            </ServerRenderedForm>
          )}
        </Form>
      )}
    </Box>
  );
}
