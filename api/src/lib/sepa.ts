import { electronicFormatIBAN } from 'ibantools';
import SEPA from 'sepa';
import type { AppConfig } from '../config';

/**
 * A SEPA file the marketplace sends its bank (direct debits, `pain.008`; credit transfers, `pain.001`): the group
 * header names the marketplace's account holder, and the file's one payment is created (still to be filled with the
 * marketplace's account as creditor or debtor and added). `iban` is the marketplace's IBAN in electronic form.
 */
export function marketplaceSepaFile(config: AppConfig, painFormat: string, batchId: string, at: Date) {
  const doc = new SEPA.Document(painFormat);
  doc.grpHdr.id = batchId;
  doc.grpHdr.created = at;
  doc.grpHdr.initiatorName = config.paymentAccount.accountHolder;
  const info = doc.createPaymentInfo();
  const iban = electronicFormatIBAN(config.paymentAccount.iban) ?? config.paymentAccount.iban;
  return { doc, info, iban };
}
