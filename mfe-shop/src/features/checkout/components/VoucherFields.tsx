import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Button, Input, formatCents } from '@marktplatz/shared';
import { Alert } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import type { RestMethod } from '../lib/checkoutValues';
import type { useVoucher } from '../hooks/useVoucher';
import { Choice } from './Choice';

/** A fieldset that only groups its choices: no frame, no spacing. */
const PlainFieldset = styled.fieldset`
  && {
    border: 0;
    padding: 0;
    margin: 0;
  }
`;

const VoucherRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin: ${({ theme }) => theme.space.sm} 0;
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1;
    min-width: 12rem;
    font-weight: 500;
  }
`;

/**
 * Paying with a voucher: its code checked on its own, then how the rest is paid (field `rest_payment_method`);
 * prepayment only when every group of the cart allows it (a restaurant's food does not).
 */
export function VoucherFields({
  voucherCheck,
  dueCents,
  allowPrepayment = true,
}: {
  voucherCheck: ReturnType<typeof useVoucher>;
  dueCents: number;
  allowPrepayment?: boolean;
}) {
  const rest = useField<RestMethod>('rest_payment_method', { subscription: { value: true } });
  const voucher = voucherCheck.voucher;
  return (
    <>
      <VoucherRow onSubmit={(event) => void voucherCheck.check(event)} noValidate aria-label={messages.checkout.voucher}>
        <label>
          {messages.checkout.voucherCode}
          <Input
            value={voucherCheck.code}
            onChange={(event) => voucherCheck.type(event.target.value)}
            autoComplete="off"
            aria-invalid={voucherCheck.error ? true : undefined}
            data-testid="voucher-code"
          />
        </label>
        <Button type="submit" variant="secondary" loading={voucherCheck.checking} data-testid="voucher-check">
          {messages.checkout.voucherCheck}
        </Button>
      </VoucherRow>
      {voucherCheck.error ? (
        <Alert $tone="error" role="alert">
          {voucherCheck.error}
        </Alert>
      ) : null}
      {voucher ? (
        <Alert $tone="success" data-testid="voucher-info">
          {messages.checkout.voucherValid(voucher.code, formatCents(voucher.balance_cents))}
        </Alert>
      ) : null}
      {voucher && dueCents > 0 ? (
        <PlainFieldset data-testid="voucher-rest">
          <legend>{messages.checkout.voucherRest(formatCents(dueCents))}</legend>
          {allowPrepayment ? (
            <Choice>
              <input
                type="radio"
                name="rest"
                checked={rest.input.value === 'prepayment'}
                onChange={() => rest.input.onChange('prepayment')}
              />
              <span>{messages.checkout.prepayment}</span>
            </Choice>
          ) : null}
          <Choice>
            <input type="radio" name="rest" checked={rest.input.value === 'cash'} onChange={() => rest.input.onChange('cash')} />
            <span>{messages.checkout.cash}</span>
          </Choice>
        </PlainFieldset>
      ) : null}
    </>
  );
}
