import { useId } from 'react';
import styled from 'styled-components';
import { FieldShell, Input } from '@marktplatz/shared';
import { Fieldset } from '@marktplatz/shared/kit';
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

export interface PaymentValues {
  payment_method: PaymentChoice['payment_method'];
  account_holder: string;
  iban: string;
  sepa_mandate: boolean;
}

export const EMPTY_PAYMENT: PaymentValues = { payment_method: 'invoice', account_holder: '', iban: '', sepa_mandate: false };

/** The payload of a payment choice: the SEPA fields only with a direct debit. */
export function paymentPayload(values: PaymentValues): PaymentChoice {
  if (values.payment_method !== 'sepa') return { payment_method: values.payment_method };
  return { payment_method: 'sepa', account_holder: values.account_holder, iban: values.iban, sepa_mandate: values.sepa_mandate ? 1 : 0 };
}

/** Invoice, SEPA direct debit (account holder, IBAN, the mandate text to accept) or the balance. */
export function PaymentFields({
  values,
  onChange,
  errors,
}: {
  values: PaymentValues;
  onChange: (values: PaymentValues) => void;
  errors: Record<string, string | undefined>;
}) {
  const id = useId();
  return (
    <>
      <Fieldset>
        <legend>{text.paymentMethod}</legend>
        {METHODS.map((method) => (
          <Choice key={method}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={values.payment_method === method}
              onChange={() => onChange({ ...values, payment_method: method })}
            />
            {text.methods[method]}
          </Choice>
        ))}
        {errors.payment_method ? (
          <p role="alert" id={`${id}-method-error`}>
            {errors.payment_method}
          </p>
        ) : null}
      </Fieldset>
      {values.payment_method === 'sepa' ? (
        <>
          <FieldShell
            id={`${id}-holder`}
            label={text.accountHolder}
            error={errors.account_holder}
            required
            hintId={`${id}-holder-hint`}
            errorId={`${id}-holder-error`}
          >
            <Input
              id={`${id}-holder`}
              value={values.account_holder}
              onChange={(event) => onChange({ ...values, account_holder: event.target.value })}
              autoComplete="name"
              maxLength={70}
              aria-invalid={Boolean(errors.account_holder)}
              aria-describedby={errors.account_holder ? `${id}-holder-error` : undefined}
              $invalid={Boolean(errors.account_holder)}
            />
          </FieldShell>
          <FieldShell
            id={`${id}-iban`}
            label={text.iban}
            error={errors.iban}
            required
            hintId={`${id}-iban-hint`}
            errorId={`${id}-iban-error`}
          >
            <Input
              id={`${id}-iban`}
              value={values.iban}
              onChange={(event) => onChange({ ...values, iban: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              maxLength={42}
              aria-invalid={Boolean(errors.iban)}
              aria-describedby={errors.iban ? `${id}-iban-error` : undefined}
              $invalid={Boolean(errors.iban)}
            />
          </FieldShell>
          <FieldShell
            id={`${id}-mandate`}
            label={text.mandate}
            error={errors.sepa_mandate}
            hintId={`${id}-mandate-hint`}
            errorId={`${id}-mandate-error`}
            inline
          >
            <input
              id={`${id}-mandate`}
              type="checkbox"
              checked={values.sepa_mandate}
              onChange={(event) => onChange({ ...values, sepa_mandate: event.target.checked })}
              aria-invalid={Boolean(errors.sepa_mandate)}
              aria-describedby={errors.sepa_mandate ? `${id}-mandate-error` : undefined}
            />
          </FieldShell>
        </>
      ) : null}
    </>
  );
}
