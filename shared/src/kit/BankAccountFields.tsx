import { TextField, messages } from '@marktplatz/shared';

const t = messages.bankAccount;

export interface BankAccountFieldsProps {
  /** Also the optional BIC (`bic`). */
  bic?: boolean;
  /** The required marks; the API checks holder and IBAN and its refusal shows at the field. */
  requiredMark?: boolean;
}

/**
 * A bank account bound to react-final-form: `account_holder` (as on the account), `iban` and optionally `bic` — the
 * SEPA direct debit of a package and the provider's payout account use the same fields.
 */
export function BankAccountFields({ bic = false, requiredMark = true }: BankAccountFieldsProps) {
  return (
    <>
      <TextField name="account_holder" label={t.accountHolder} autoComplete="name" maxLength={70} requiredMark={requiredMark} />
      <TextField name="iban" label={t.iban} autoComplete="off" spellCheck={false} maxLength={42} requiredMark={requiredMark} />
      {bic ? <TextField name="bic" label={t.bic} autoComplete="off" spellCheck={false} maxLength={11} /> : null}
    </>
  );
}
