import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { billingInvoices, billingSubscriptions } from '../../db/schema/billing';
import { marketplaceSepaFile } from '../../lib/sepa';
import { berlinToday } from './dates';

/**
 * The SEPA direct debit collection (finance staff, `POST /admin/billing/sepa-collection`): every open direct-debit
 * invoice whose announced collection day has come goes into one pain.008.001.08 file from the marketplace's
 * account (creditor ID `SEPA_CREDITOR_ID`), and is marked paid with the file's id in the same transaction — a second
 * run finds nothing.
 */
export async function runSepaCollection(db: Executor, config: AppConfig, at: Date = new Date()) {
  const batchId = `MP-LS-${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ invoice: billingInvoices, subscription: billingSubscriptions })
      .from(billingInvoices)
      .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingInvoices.subscriptionId))
      .where(
        and(
          eq(billingInvoices.paymentMethod, 'sepa'),
          eq(billingInvoices.status, 'open'),
          isNull(billingInvoices.collectionBatchId),
          lte(billingInvoices.collectionDate, berlinToday(at)),
        ),
      )
      .orderBy(asc(billingInvoices.id))
      .for('update', { of: billingInvoices, skipLocked: true });
    const collectable = due.filter(({ subscription }) => subscription.mandateIban && subscription.mandateReference);
    if (collectable.length === 0) return { batch_id: batchId, count: 0, total_cents: 0, sepa_xml: null };
    const { doc, info, iban } = marketplaceSepaFile(config, 'pain.008.001.08', batchId, at);
    info.collectionDate = at;
    info.creditorIBAN = iban;
    info.creditorBIC = config.paymentAccount.bic;
    info.creditorName = config.paymentAccount.accountHolder;
    info.creditorId = config.sepaCreditorId;
    info.sequenceType = 'RCUR';
    doc.addPaymentInfo(info);
    let total = 0;
    for (const { invoice, subscription } of collectable) {
      const transaction = info.createTransaction();
      transaction.debtorName = (subscription.mandateAccountHolder ?? invoice.buyer.company).slice(0, 70);
      transaction.debtorIBAN = subscription.mandateIban ?? '';
      transaction.mandateId = subscription.mandateReference ?? '';
      transaction.mandateSignatureDate = subscription.mandateSignedAt ?? subscription.createdAt;
      transaction.amount = invoice.grossCents / 100;
      transaction.remittanceInfo = `Rechnung ${invoice.invoiceNumber}`;
      transaction.end2endId = invoice.invoiceNumber;
      info.addTransaction(transaction);
      total += invoice.grossCents;
      await tx
        .update(billingInvoices)
        .set({ status: 'paid', paidAt: at, collectionBatchId: batchId })
        .where(eq(billingInvoices.id, invoice.id));
    }
    return { batch_id: batchId, count: collectable.length, total_cents: total, sepa_xml: doc.toString() };
  });
}
