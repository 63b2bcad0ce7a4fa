import { Form } from 'react-final-form';
import { Button, CheckboxField, SelectField, TextField, email as emailRule, messages as sharedMessages } from '@marktplatz/shared';
import { Actions, FormGrid } from '@marktplatz/shared/kit';
import { genderOptions } from '../../../lib/forms';
import { messages } from '../../../messages';
import type { AddressBook, AddressValues } from '../utils/addressPayload';
import type { SubmissionErrors } from 'final-form';

export const COUNTRY_OPTIONS = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'NL', label: 'Niederlande' },
  { value: 'FR', label: 'Frankreich' },
  { value: 'PL', label: 'Polen' },
  { value: 'IT', label: 'Italien' },
] as const;

const optionalEmail = (value: unknown) => (typeof value === 'string' && value.trim() ? emailRule(value.trim()) : undefined);

interface AddressFormProps {
  book: AddressBook;
  initialValues?: AddressValues;
  onSubmit: (values: AddressValues) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
}

/** Address fields of a book (billing adds `is_shipping` and `vat_id`). */
export function AddressForm({ book, initialValues, onSubmit, onCancel }: AddressFormProps) {
  const f = messages.addresses.fields;
  return (
    <Form<AddressValues> onSubmit={onSubmit} initialValues={initialValues ?? { country: 'DE' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={book === 'shipping' ? messages.addresses.addShipping : messages.addresses.addBilling}
        >
          {submitError ? <p role="alert">{submitError}</p> : null}
          <FormGrid>
            <SelectField name="gender" label={messages.genderLabel} options={genderOptions} required />
            <TextField name="company" label={f.company} autoComplete="organization" />
            <TextField name="first_name" label={messages.fields.firstName} required autoComplete="given-name" />
            <TextField name="last_name" label={f.lastName} autoComplete="family-name" />
            <TextField name="street" label={messages.fields.street} required autoComplete="address-line1" />
            <TextField name="street_number" label={f.streetNumber} />
            <TextField name="zip" label={f.zip} required autoComplete="postal-code" />
            <TextField name="city" label={messages.fields.city} required autoComplete="address-level2" />
            <SelectField name="country" label={messages.fields.country} options={COUNTRY_OPTIONS} required autoComplete="country" />
            <TextField name="phone" type="tel" label={messages.fields.phone} required autoComplete="tel" />
            <TextField name="email" type="email" label={f.email} validate={optionalEmail} autoComplete="email" />
            {book === 'billing' ? <TextField name="vat_id" label={f.vatId} /> : null}
          </FormGrid>
          <CheckboxField name="alternate_email" label={f.alternateEmail} />
          {book === 'billing' ? <CheckboxField name="is_shipping" label={f.isShipping} /> : null}
          <Actions>
            <Button type="submit" loading={submitting}>
              {sharedMessages.save}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {sharedMessages.cancel}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
