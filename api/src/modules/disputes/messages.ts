import type { AppConfig } from '../../config';
import { formatEuro } from '../../lib/money';
import type { EmailMessage } from '../outbox/public';
import { ANSWER_DAYS, berlinDateTime, DISPUTE_OUTCOME_LABELS, type DisputeRow } from './service';

/** The provider learns of a new dispute, its statement, the amount claimed and the deadline to answer. */
export function openedEmail(config: AppConfig, row: DisputeRow, to: string): EmailMessage {
  const link = `${config.publicWebUrl}/orders/provider/disputes`;
  return {
    to,
    subject: `Der Marktplatz wurde eingeschaltet – Bestellung ${row.vendorOrderNumber}`,
    text: [
      'Guten Tag,',
      '',
      `zur Bestellung ${row.vendorOrderNumber} hat die Kundin oder der Kunde den Marktplatz eingeschaltet (Fall Nr. ${row.id}, Erstattung Nr. ${row.refundId}).`,
      `Gefordert: ${formatEuro(row.claimedCents)}`,
      '',
      'Schilderung:',
      row.statement,
      '',
      `Bitte nehmen Sie bis zum ${berlinDateTime(row.answerDueAt)} (${ANSWER_DAYS} Tage) Stellung: ${link}`,
      'Danach entscheidet der Marktplatz auch ohne Ihre Stellungnahme. Eine Erstattung wird aus Ihrem Guthaben gezahlt.',
    ].join('\n'),
    links: [link],
    userId: row.providerId,
  };
}

/** The decision with its reason, to both sides. */
export function decisionEmails(
  config: AppConfig,
  row: DisputeRow,
  to: { customer: string | null; provider: string | null },
): EmailMessage[] {
  const outcome = row.outcome ? DISPUTE_OUTCOME_LABELS[row.outcome] : '';
  const money = row.decidedCents !== null ? formatEuro(row.decidedCents) : null;
  const orderLink = `${config.publicWebUrl}/orders/${encodeURIComponent(row.orderNumber)}`;
  const providerLink = `${config.publicWebUrl}/orders/provider/disputes`;
  const messages: EmailMessage[] = [];
  if (to.customer) {
    messages.push({
      to: to.customer,
      subject: `Entscheidung zu Ihrem Fall Nr. ${row.id} – Bestellung ${row.orderNumber}`,
      text: [
        'Guten Tag,',
        '',
        `der Marktplatz hat über Ihren Fall zur Bestellung ${row.vendorOrderNumber} (${row.providerName}) entschieden: ${outcome}.`,
        money ? `Ihnen werden ${money} erstattet.` : 'Es wird nichts erstattet.',
        '',
        'Begründung:',
        row.decisionReason ?? '',
        '',
        `Ihre Bestellung: ${orderLink}`,
      ].join('\n'),
      links: [orderLink],
      userId: row.userId,
    });
  }
  if (to.provider) {
    messages.push({
      to: to.provider,
      subject: `Entscheidung zum Fall Nr. ${row.id} – Bestellung ${row.vendorOrderNumber}`,
      text: [
        'Guten Tag,',
        '',
        `der Marktplatz hat über den Fall zur Bestellung ${row.vendorOrderNumber} entschieden: ${outcome}.`,
        money ? `Der Kundin oder dem Kunden werden ${money} aus Ihrem Guthaben erstattet.` : 'Es wird nichts erstattet.',
        '',
        'Begründung:',
        row.decisionReason ?? '',
        '',
        `Ihre Fälle: ${providerLink}`,
      ].join('\n'),
      links: [providerLink],
      userId: row.providerId,
    });
  }
  return messages;
}
