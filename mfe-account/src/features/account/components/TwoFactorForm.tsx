import { Form } from 'react-final-form';
import { CheckboxField, notify, SelectField, TextField, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { FormEnd, FormGrid, FormRefusal, LoadState, Muted } from '@marktplatz/shared/kit';
import { getTwoFactorStatus, type TwoFactorStatus } from '../api/getTwoFactorStatus';
import { listCountries } from '../api/listCountries';
import { saveTwoFactorStatus } from '../api/saveTwoFactorStatus';
import { text } from '../../../lib/forms';
import { messages } from '../../../messages';

interface TwoFactorValues {
  two_factor_status?: boolean;
  two_factor_country_code?: string;
  two_factor_mobile?: string;
}

const mobileRule = (value: unknown, all?: object) =>
  (all as TwoFactorValues | undefined)?.two_factor_status && !text(value) ? 'Bitte geben Sie Ihre Mobilnummer ein.' : undefined;

/** Two-factor settings: switch, calling code and mobile number (`POST /two-factor-status`). */
export function TwoFactorForm() {
  const status = useFetch((signal) => getTwoFactorStatus(signal), []);
  const countries = useFetch((signal) => listCountries(signal), []);
  const codes = Array.from(new Set((countries.data ?? []).map((country) => country.calling_code).filter(Boolean))).map((code) => ({
    value: code,
    label: code,
  }));

  return (
    <LoadState state={status}>
      {(current: TwoFactorStatus) => (
        <Form<TwoFactorValues>
          initialValues={{
            two_factor_status: current.two_factor_status,
            two_factor_country_code: current.two_factor_country_code ?? '+49',
            two_factor_mobile: current.two_factor_mobile ?? '',
          }}
          onSubmit={async (values) => {
            try {
              const saved = await saveTwoFactorStatus({
                two_factor_status: !!values.two_factor_status,
                two_factor_country_code: values.two_factor_country_code ?? null,
                two_factor_mobile: text(values.two_factor_mobile) || null,
              });
              notify.success(messages.security.twoFactorSaved(!!saved?.two_factor_status));
              status.reload();
              return undefined;
            } catch (error) {
              return toSubmissionErrors(error);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={messages.security.twoFactor}>
              <Muted>{messages.security.twoFactorText}</Muted>
              <p role="status" data-testid="two-factor-state">
                {current.two_factor_status ? messages.security.statusOn : messages.security.statusOff}
              </p>
              <FormRefusal error={submitError} />
              <CheckboxField name="two_factor_status" label={messages.security.twoFactorOn} />
              <FormGrid>
                <SelectField
                  name="two_factor_country_code"
                  label={messages.security.countryCode}
                  options={codes.length ? codes : [{ value: '+49', label: '+49' }]}
                  autoComplete="tel-country-code"
                />
                <TextField
                  name="two_factor_mobile"
                  type="tel"
                  label={messages.security.mobile}
                  validate={mobileRule}
                  autoComplete="tel-national"
                />
              </FormGrid>
              <FormEnd submitting={submitting} label={messages.security.twoFactorSave} />
            </form>
          )}
        </Form>
      )}
    </LoadState>
  );
}
