import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  email as emailRule,
  hasFieldError,
  notify,
  PasswordField,
  SelectField,
  TextField,
  toSubmissionErrors,
  type SelectOption,
} from '@marktplatz/shared';
import { Fieldset, FormEnd, FormGrid, FormRefusal, ServerRenderedForm } from '@marktplatz/shared/kit';
import { registerCustomer, type CustomerRegistration } from '../api/registerCustomer';
import { registerProvider, type ProviderRegistration } from '../api/registerProvider';
import { genderOptions, matchingPasswords, passwordRule, text } from '../../../lib/forms';
import type { Gender } from '../../../lib/types';
import { messages } from '../../../messages';

export type AccountKind = 'customer' | 'provider';
export type RegistrationResult = { state: 'registered'; email: string } | { state: 'duplicated'; email: string };

export interface RegisterValues {
  gender?: Gender;
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  phone?: string;
  company_name?: string;
  street?: string;
  street_number?: string;
  postal_code?: string;
  city?: string;
  vat_number?: string;
}

/** The payload of a registration: trimmed texts; the provider fields only for providers; optional ones left out when empty. */
export function registrationPayload(kind: AccountKind, values: RegisterValues): CustomerRegistration | ProviderRegistration {
  const base: CustomerRegistration = {
    gender: values.gender as Gender,
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    password: values.password ?? '',
    password_confirmation: values.password_confirmation ?? '',
  };
  if (text(values.phone)) base.phone = text(values.phone);
  if (kind === 'customer') return base;
  const provider: ProviderRegistration = {
    ...base,
    phone: text(values.phone),
    company_name: text(values.company_name),
    street: text(values.street),
    street_number: text(values.street_number),
    postal_code: text(values.postal_code),
    city: text(values.city),
  };
  if (text(values.vat_number)) provider.vat_number = text(values.vat_number);
  return provider;
}

function isDuplicateEmail(error: unknown): boolean {
  return hasFieldError(error, 'email');
}

const SALUTATIONS: readonly SelectOption[] = genderOptions;

/** The notice of the terms and the privacy policy right above the button (both open in a new tab, the form stays). */
const LegalNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  max-width: 65ch;
`;

/**
 * Registration of a customer or a provider. A 201 asking for the e-mail confirmation marks `registered` (with the
 * toast „Bitte bestätigen Sie Ihr E-Mail-Konto!“); an e-mail error marks the address as duplicated.
 */
export function RegisterForm({ kind, onResult }: { kind: AccountKind; onResult: (result: RegistrationResult) => void }) {
  const submit = async (values: RegisterValues) => {
    const payload = registrationPayload(kind, values);
    try {
      const answer = kind === 'customer' ? await registerCustomer(payload) : await registerProvider(payload as ProviderRegistration);
      if (answer.requires_email_confirmation) {
        notify.success(messages.catalogue.confirmEmail);
        onResult({ state: 'registered', email: payload.email });
      } else {
        onResult({ state: 'duplicated', email: payload.email });
      }
      return undefined;
    } catch (error) {
      if (isDuplicateEmail(error)) {
        onResult({ state: 'duplicated', email: payload.email });
        return undefined;
      }
      return toSubmissionErrors(error);
    }
  };

  const provider = kind === 'provider';
  return (
    <Form<RegisterValues> onSubmit={submit} validate={matchingPasswords}>
      {({ handleSubmit, submitting, submitError }) => (
        <ServerRenderedForm
          onSubmit={handleSubmit}
          noValidate
          aria-label={provider ? messages.register.provider : messages.register.customer}
        >
          <FormRefusal error={submitError} />
          {provider ? (
            <Fieldset $plain>
              <legend>{messages.register.providerData}</legend>
              <FormGrid>
                <div className="full">
                  <TextField name="company_name" label={messages.fields.companyName} required autoComplete="organization" />
                </div>
                <TextField name="street" label={messages.fields.street} required autoComplete="address-line1" />
                <TextField name="street_number" label={messages.fields.streetNumber} required />
                <TextField name="postal_code" label={messages.fields.postalCode} required autoComplete="postal-code" inputMode="numeric" />
                <TextField name="city" label={messages.fields.city} required autoComplete="address-level2" />
                <TextField name="vat_number" label={messages.fields.vatNumber} />
              </FormGrid>
            </Fieldset>
          ) : null}
          <Fieldset $plain>
            <legend>{messages.register.personalData}</legend>
            <FormGrid>
              <SelectField name="gender" label={messages.genderLabel} options={SALUTATIONS} required autoComplete="sex" />
              <TextField name="first_name" label={messages.fields.firstName} required autoComplete="given-name" />
              <TextField name="last_name" label={messages.fields.lastName} required autoComplete="family-name" />
              <TextField
                name="phone"
                type="tel"
                label={provider ? messages.fields.phone : `${messages.fields.phone} (optional)`}
                required={provider}
                autoComplete="tel"
              />
            </FormGrid>
          </Fieldset>
          <Fieldset $plain>
            <legend>{messages.register.accessData}</legend>
            <FormGrid>
              <div className="full">
                <TextField name="email" type="email" label={messages.fields.email} required validate={emailRule} autoComplete="email" />
              </div>
              <PasswordField
                name="password"
                label={messages.fields.password}
                required
                validate={passwordRule}
                autoComplete="new-password"
              />
              <PasswordField
                name="password_confirmation"
                label={messages.fields.passwordConfirmation}
                required
                autoComplete="new-password"
              />
            </FormGrid>
          </Fieldset>
          <LegalNotice data-testid="register-legal-notice">
            {messages.register.legalBefore}
            <a href="/page/agb" target="_blank" rel="noopener">
              {messages.register.terms}
            </a>
            {messages.register.legalMiddle}
            <a href="/page/datenschutz" target="_blank" rel="noopener">
              {messages.register.privacy}
            </a>
            {messages.register.legalAfter}
          </LegalNotice>
          <FormEnd submitting={submitting} label={messages.register.submit} />
        </ServerRenderedForm>
      )}
    </Form>
  );
}
