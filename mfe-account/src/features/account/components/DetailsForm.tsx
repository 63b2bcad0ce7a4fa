import { Form } from 'react-final-form';
import { authStore, DateField, notify, SelectField, TextField, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { FormEnd, FormGrid, FormLeaveGuard, FormRefusal } from '@marktplatz/shared/kit';
import type { Profile } from '../api/getProfile';
import { listCountries } from '../api/listCountries';
import { updateDetails, type DetailsUpdate } from '../api/updateDetails';
import { text } from '../../../lib/forms';
import { messages } from '../../../messages';

export interface DetailsValues {
  first_name?: string;
  last_name?: string;
  birthday?: string;
  phone?: string;
  address?: string;
  country_id?: string;
}

/** `JJJJ-MM-TT` from the API shown as `TT.MM.JJJJ`. */
export function toGermanDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** The profile fields the form shows (customer and provider profiles both have them). */
export type DetailsProfile = Pick<Profile, 'first_name' | 'last_name' | 'birthday' | 'phone' | 'address' | 'country_id'>;

export function detailsInitialValues(profile: DetailsProfile): DetailsValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    birthday: toGermanDate(profile.birthday),
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    country_id: profile.country_id ? String(profile.country_id) : '',
  };
}

/** The `PATCH /me/details` payload: trimmed texts, the birthday as typed (`TT.MM.JJJJ`), the country as a number. */
export function detailsPayload(values: DetailsValues): DetailsUpdate {
  const payload: DetailsUpdate = {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    phone: text(values.phone),
    address: text(values.address),
  };
  if (text(values.birthday)) payload.birthday = text(values.birthday);
  if (values.country_id) payload.country_id = Number(values.country_id);
  return payload;
}

/**
 * Personal details with the German date check; success shows „Profile updated successfully!“. Leaving the page with
 * changes not yet saved asks first.
 */
export function DetailsForm({ profile, onSaved }: { profile: DetailsProfile; onSaved?: () => void }) {
  const countries = useFetch((signal) => listCountries(signal), []);
  const options = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));

  const submit = async (values: DetailsValues) => {
    try {
      const payload = detailsPayload(values);
      const answer = await updateDetails(payload);
      if (answer.data) notify.success(messages.catalogue.profileUpdated);
      authStore.updateUser({ first_name: payload.first_name, last_name: payload.last_name });
      onSaved?.();
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error);
    }
  };

  return (
    <Form<DetailsValues> onSubmit={submit} initialValues={detailsInitialValues(profile)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={messages.profile.details}>
          <FormLeaveGuard />
          <FormRefusal error={submitError} />
          <FormGrid>
            <TextField name="first_name" label={messages.fields.firstName} required autoComplete="given-name" />
            <TextField name="last_name" label={messages.fields.lastName} required autoComplete="family-name" />
            <DateField name="birthday" label={messages.fields.birthday} autoComplete="bday" />
            <TextField name="phone" type="tel" label={messages.fields.phone} autoComplete="tel" />
            <div className="full">
              <TextField name="address" label={messages.fields.address} autoComplete="street-address" />
            </div>
            <SelectField name="country_id" label={messages.fields.country} options={options} autoComplete="country" />
          </FormGrid>
          <FormEnd submitting={submitting} label={messages.profile.save} />
        </form>
      )}
    </Form>
  );
}
