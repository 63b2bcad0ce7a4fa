import SEPA from 'sepa';
import { electronicFormatIBAN } from 'ibantools';
import type { Executor } from '../../db/client';
import type { AppConfig } from '../../config';
import { presentWithdrawal, takeRequestedWithdrawals, type WithdrawalRow } from './ledger';

/**
 * The payout run (operator, `api/scripts/payouts.mjs run`): takes every requested withdrawal, numbers its payout
 * statement (`AUS-…`) and answers one SEPA credit transfer file (pain.001.001.09) from the marketplace's account
 * for the bank. Withdrawals are marked paid in the same transaction the file is built from.
 */
export function sepaCreditTransfer(config: AppConfig, batchId: string, at: Date, payouts: WithdrawalRow[]): string {
  const doc = new SEPA.Document('pain.001.001.09');
  doc.grpHdr.id = batchId;
  doc.grpHdr.created = at;
  doc.grpHdr.initiatorName = config.paymentAccount.accountHolder;
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = at;
  info.debtorIBAN = electronicFormatIBAN(config.paymentAccount.iban) ?? config.paymentAccount.iban;
  info.debtorBIC = config.paymentAccount.bic;
  info.debtorName = config.paymentAccount.accountHolder;
  doc.addPaymentInfo(info);
  for (const payout of payouts) {
    const transaction = info.createTransaction();
    transaction.creditorName = payout.accountHolder.slice(0, 70);
    transaction.creditorIBAN = payout.iban;
    if (payout.bic) transaction.creditorBIC = payout.bic;
    transaction.amount = payout.amountCents / 100;
    transaction.remittanceInfo = `${payout.statementNumber ?? ''} ${payout.reference}`.trim().slice(0, 140);
    transaction.end2endId = payout.statementNumber ?? `W${payout.id}`;
    info.addTransaction(transaction);
  }
  return doc.toString();
}

export async function runPayouts(db: Executor, config: AppConfig, at: Date = new Date()) {
  const batchId = `MP-PAYOUT-${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
  return db.transaction(async (tx) => {
    const payouts = await takeRequestedWithdrawals(tx, batchId, at);
    const totalCents = payouts.reduce((total, payout) => total + payout.amountCents, 0);
    return {
      batch_id: batchId,
      count: payouts.length,
      total_cents: totalCents,
      payouts: payouts.map(presentWithdrawal),
      sepa_xml: payouts.length > 0 ? sepaCreditTransfer(config, batchId, at, payouts) : null,
    };
  });
}
