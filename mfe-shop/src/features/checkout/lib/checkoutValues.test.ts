import { initialCheckoutValues, isPayingCash, validateCheckout } from './checkoutValues';

describe('validateCheckout', () => {
  it('lists the missing address, payment and terms in the order the page shows them', () => {
    const errors = validateCheckout(initialCheckoutValues, { needsShipping: true, voucherChecked: false });
    expect(Object.values(errors)).toEqual([
      'Bitte wählen Sie eine Rechnungsadresse oder legen Sie eine an.',
      'Bitte wählen Sie eine Lieferadresse.',
      'Bitte wählen Sie eine Zahlungsart.',
      'Bitte akzeptieren Sie die AGB und nehmen Sie die Widerrufsbelehrung zur Kenntnis.',
    ]);
  });

  it('asks for no delivery address when every provider is picked up from', () => {
    const errors = validateCheckout(initialCheckoutValues, { needsShipping: false, voucherChecked: false });
    expect(errors.shipping_address_id).toBeUndefined();
  });

  it('checks the SEPA mandate only when direct debit is chosen: holder, IBAN checksum and consent', () => {
    const chosen = { ...initialCheckoutValues, billing_address_id: 1, payment_method: 'sepa_debit' as const, accept_terms: true };
    expect(validateCheckout(chosen, { needsShipping: false, voucherChecked: false })).toEqual({
      account_holder: 'Bitte geben Sie den Namen des Kontoinhabers ein.',
      iban: 'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
      mandate_accepted: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
    });
    const filled = { ...chosen, account_holder: ' Mia Klein ', iban: 'DE89 3704 0044 0532 0130 00', mandate_accepted: true };
    expect(validateCheckout(filled, { needsShipping: false, voucherChecked: false })).toEqual({});
    expect(validateCheckout({ ...filled, account_holder: ' M ' }, { needsShipping: false, voucherChecked: false })).toHaveProperty(
      'account_holder',
    );
  });

  it('wants a checked voucher before a voucher order', () => {
    const values = { ...initialCheckoutValues, billing_address_id: 1, payment_method: 'voucher' as const, accept_terms: true };
    expect(validateCheckout(values, { needsShipping: false, voucherChecked: false })).toEqual({
      voucher_code: 'Bitte prüfen Sie zuerst Ihren Gutscheincode.',
    });
    expect(validateCheckout(values, { needsShipping: false, voucherChecked: true })).toEqual({});
  });
});

describe('isPayingCash', () => {
  it('pays cash for a cash order and for what a voucher leaves open when cash is chosen for it', () => {
    expect(isPayingCash({ payment_method: 'cash', rest_payment_method: 'prepayment' })).toBe(true);
    expect(isPayingCash({ payment_method: 'voucher', rest_payment_method: 'cash' })).toBe(true);
    expect(isPayingCash({ payment_method: 'voucher', rest_payment_method: 'prepayment' })).toBe(false);
    expect(isPayingCash({ payment_method: 'invoice', rest_payment_method: 'cash' })).toBe(false);
  });
});
