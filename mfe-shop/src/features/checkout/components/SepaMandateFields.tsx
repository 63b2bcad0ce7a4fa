import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Input } from '@marktplatz/shared';
import { messages } from '../../../messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 500;
  }
  .mandate {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 400;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    min-height: 44px;
  }
  .mandate input {
    width: 22px;
    height: 22px;
    flex: none;
    margin-top: 2px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    margin: 0;
  }
`;

/** IBAN check in the browser (ISO 7064 mod 97-10), so a typo is caught before ordering; the API checks again. */
export function looksLikeIban(text: string): boolean {
  const iban = text.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/**
 * Account holder, IBAN and the mandate's consent for a SEPA direct debit: fields `account_holder`, `iban` and
 * `mandate_accepted` of the checkout form; `errors` are the problems by field the page shows.
 */
export function SepaMandateFields({ mandateText, errors }: { mandateText: string; errors: Record<string, string[] | undefined> }) {
  const id = useId();
  const holder = useField<string>('account_holder');
  const iban = useField<string>('iban');
  const accepted = useField<boolean>('mandate_accepted', { type: 'checkbox' });
  const error = (field: string) =>
    errors[field]?.[0] ? (
      <p className="error" id={`${id}-${field}-error`} role="alert">
        {errors[field]?.[0]}
      </p>
    ) : null;
  return (
    <Fields data-testid="sepa-mandate">
      <label htmlFor={`${id}-holder`}>
        {messages.checkout.accountHolder}
        <Input
          id={`${id}-holder`}
          value={holder.input.value}
          autoComplete="name"
          onChange={holder.input.onChange}
          aria-invalid={errors.account_holder ? true : undefined}
          aria-describedby={errors.account_holder ? `${id}-account_holder-error` : undefined}
        />
      </label>
      {error('account_holder')}
      <label htmlFor={`${id}-iban`}>
        {messages.checkout.iban}
        <Input
          id={`${id}-iban`}
          value={iban.input.value}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="DE00 0000 0000 0000 0000 00"
          onChange={iban.input.onChange}
          aria-invalid={errors.iban ? true : undefined}
          aria-describedby={errors.iban ? `${id}-iban-error` : undefined}
        />
      </label>
      {error('iban')}
      <label className="mandate">
        <input type="checkbox" checked={!!accepted.input.checked} onChange={accepted.input.onChange} />
        <span>{mandateText}</span>
      </label>
      {error('mandate_accepted')}
    </Fields>
  );
}
