import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Button, CheckboxField, SelectField, TextField, email as emailRule, messages } from '@marktplatz/shared';
import { FormEnd, FormRefusal } from '../FormEnd';
import { FormLeaveGuard } from '../LeaveGuard';
import { FormGrid } from '../primitives';
import { isGermanAddress, type AddressBook, type AddressValues } from './addressValues';

const t = messages.address;

/** The countries the form offers (codes as the API stores them). */
export const COUNTRY_OPTIONS = (Object.keys(t.countries) as (keyof typeof t.countries)[]).map((code) => ({
  value: code,
  label: t.countries[code],
}));

/** The country's German name for a code of {@link COUNTRY_OPTIONS}, else the code. */
export const countryName = (code: string): string => COUNTRY_OPTIONS.find((option) => option.value === code)?.label ?? code;

const GENDER_OPTIONS = (['male', 'female', 'other'] as const).map((gender) => ({ value: gender, label: messages.salutations[gender] }));

const optionalEmail = (value: unknown) => (typeof value === 'string' && value.trim() ? emailRule(value.trim()) : undefined);

/** What a German address needs beyond the required fields: five digits as postal code and a house number. */
export function validateAddress(values: AddressValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isGermanAddress(values.country)) return errors;
  const zip = (values.zip ?? '').trim();
  if (zip && !/^\d{5}$/.test(zip)) errors.zip = t.germanZip;
  if (!(values.street_number ?? '').trim()) errors.street_number = t.streetNumberMissing;
  return errors;
}

export interface AddressFormProps {
  book: AddressBook;
  initialValues?: AddressValues;
  /** Resolves to the submission errors (by field, `FORM_ERROR`) of a refused save, else nothing. */
  onSubmit: (values: AddressValues) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
  /** The form's accessible name; default „Neue Lieferadresse“ / „Neue Rechnungsadresse“. */
  label?: string;
  /** The submit button's text; default „Speichern“. */
  submitLabel?: string;
  /** Shown above the fields (e.g. a hint of the dialog). */
  intro?: ReactNode;
  /** Asks before the page is left with changes not yet saved (`FormLeaveGuard`; the account's address books). */
  guardLeave?: boolean;
}

/**
 * The fields of an address of one book (billing adds `is_shipping` and `vat_id`), as a German address needs them:
 * salutation, first and last name, street and house number, a five-digit postal code in Germany, city, country and
 * phone; company and e-mail are optional. Used by the account's address books and the checkout's dialog.
 */
export function AddressForm({ book, initialValues, onSubmit, onCancel, label, submitLabel, intro, guardLeave = false }: AddressFormProps) {
  return (
    <Form<AddressValues> onSubmit={onSubmit} validate={validateAddress} initialValues={initialValues ?? { country: 'DE' }}>
      {({ handleSubmit, submitting, submitError, values }) => {
        const german = isGermanAddress(values.country);
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={label ?? (book === 'shipping' ? t.addShipping : t.addBilling)}>
            {intro}
            {guardLeave ? <FormLeaveGuard /> : null}
            <FormRefusal error={submitError} />
            <FormGrid>
              <SelectField name="gender" label={t.gender} options={GENDER_OPTIONS} required />
              <TextField name="company" label={t.company} autoComplete="organization" />
              <TextField name="first_name" label={t.firstName} required autoComplete="given-name" />
              <TextField name="last_name" label={t.lastName} required autoComplete="family-name" />
              <TextField name="street" label={t.street} required autoComplete="address-line1" />
              <TextField
                name="street_number"
                label={german ? t.streetNumber : t.streetNumberAbroad}
                required={german}
                autoComplete="address-line2"
              />
              <TextField name="zip" label={t.zip} required autoComplete="postal-code" inputMode={german ? 'numeric' : undefined} />
              <TextField name="city" label={t.city} required autoComplete="address-level2" />
              <SelectField name="country" label={t.country} options={COUNTRY_OPTIONS} required autoComplete="country" />
              <TextField name="phone" type="tel" label={t.phone} required autoComplete="tel" />
              <TextField name="email" type="email" label={t.email} validate={optionalEmail} autoComplete="email" />
              {book === 'billing' ? <TextField name="vat_id" label={t.vatId} /> : null}
            </FormGrid>
            <CheckboxField name="alternate_email" label={t.alternateEmail} />
            {book === 'billing' ? <CheckboxField name="is_shipping" label={t.isShipping} /> : null}
            <FormEnd
              submitting={submitting}
              label={submitLabel ?? messages.save}
              secondary={
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {messages.cancel}
                </Button>
              }
            />
          </form>
        );
      }}
    </Form>
  );
}
