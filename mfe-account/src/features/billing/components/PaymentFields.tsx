import { useId } from 'react';
import { Field, useField } from 'react-final-form';
import styled from 'styled-components';
import { CheckboxField, fieldError } from '@marktplatz/shared';
import { BankAccountFields, Fieldset } from '@marktplatz/shared/kit';
import type { PaymentChoice } from '../api/buyPackage';
import { messages } from '../../../messages';

const text = messages.billing;
const METHODS = ['invoice', 'sepa', 'balance'] as const;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 44px;
`;

/** The form values of a payment choice (react-final-form leaves an empty text field undefined). */
export interface PaymentValues {
  payment_method: PaymentChoice['payment_method'];
  account_holder?: string;
  iban?: string;
  sepa_mandate?: boolean;
}

export const EMPTY_PAYMENT: PaymentValues = { payment_method: 'invoice', sepa_mandate: false };

/** The payload of a payment choice: the SEPA fields only with a direct debit. */
export function paymentPayload(values: PaymentValues): PaymentChoice {
  if (values.payment_method !== 'sepa') return { payment_method: values.payment_method };
  return {
    payment_method: 'sepa',
    account_holder: values.account_holder ?? '',
    iban: values.iban ?? '',
    sepa_mandate: values.sepa_mandate ? 1 : 0,
  };
}

/**
 * Invoice, SEPA direct debit (account holder, IBAN, the mandate text to accept) or the balance — fields of the
 * surrounding react-final-form form.
 */
export function PaymentFields() {
  const id = useId();
  const method = useField<PaymentValues['payment_method']>('payment_method', {
    subscription: { value: true, error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const methodError = fieldError(method.meta);
  return (
    <>
      <Fieldset>
        <legend>{text.paymentMethod}</legend>
        {METHODS.map((choice) => (
          <Choice key={choice}>
            <Field<PaymentValues['payment_method']> name="payment_method" type="radio" value={choice} component="input" />
            {text.methods[choice]}
          </Choice>
        ))}
        {methodError ? (
          <p role="alert" id={`${id}-method-error`}>
            {methodError}
          </p>
        ) : null}
      </Fieldset>
      {method.input.value === 'sepa' ? (
        <>
          <BankAccountFields />
          <CheckboxField name="sepa_mandate" label={text.mandate} />
        </>
      ) : null}
    </>
  );
}
