/** The e-mails of bundle requests (through the outbox, in the caller's transaction). */
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopBundles } from '../../db/schema/bundle';
import { accountUsers, providerDisplayNames } from '../account/public';
import { Outbox } from '../outbox/public';
import { type RequestRow } from './present';
import { type RequestTarget } from './requests';

// --- Mail to the other side ------------------------------------------------------------------------------

const STATUS_MAIL: Record<RequestTarget, { subject: string; verb: string }> = {
  confirmed: { subject: 'Produktset-Anfrage bestätigt', verb: 'bestätigt' },
  rejected: { subject: 'Produktset-Anfrage abgelehnt', verb: 'abgelehnt' },
  inactivated: { subject: 'Produktset deaktiviert', verb: 'deaktiviert' },
  deleted: { subject: 'Produktset-Anfrage gelöscht', verb: 'gelöscht' },
};

export async function mailOtherSide(tx: Executor, config: AppConfig, row: RequestRow, actorId: number, to: RequestTarget, reason: string) {
  const otherId = row.senderId === actorId ? row.receiverId : row.senderId;
  // One after the other: a transaction is one connection, and pg deprecates overlapping queries on it (refused from pg@9).
  const [other] = await tx
    .select({ email: accountUsers.email, deletedAt: accountUsers.deletedAt })
    .from(accountUsers)
    .where(eq(accountUsers.id, otherId));
  const [bundle] = await tx.select({ name: shopBundles.name }).from(shopBundles).where(eq(shopBundles.id, row.bundleId));
  const names = await providerDisplayNames(tx, [actorId]);
  if (!other || other.deletedAt !== null || !other.email) return;
  const link = `${config.publicWebUrl}/shop/provider/bundles/requests/${row.id}`;
  const mail = STATUS_MAIL[to];
  const lines = [
    'Guten Tag,',
    '',
    `${names.get(actorId) ?? 'Ein Anbieter'} hat die Produktset-Anfrage „${bundle?.name ?? ''}“ ${mail.verb}.`,
    ...(reason ? ['', `Begründung: ${reason}`] : []),
    '',
    `Zur Anfrage: ${link}`,
    '',
    'Ihr Marktplatz-Team',
  ];
  await new Outbox(tx, config).sendEmail({
    to: other.email,
    subject: `${mail.subject}: ${bundle?.name ?? ''}`,
    text: lines.join('\n'),
    links: [link],
    userId: otherId,
  });
}

export async function mailRequest(
  tx: Executor,
  config: AppConfig,
  senderId: number,
  receiverId: number,
  requestId: number,
  bundleName: string,
  changed: boolean,
) {
  const [receiver] = await tx.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, receiverId));
  const names = await providerDisplayNames(tx, [senderId]);
  if (!receiver?.email) return;
  const link = `${config.publicWebUrl}/shop/provider/bundles/requests/${requestId}`;
  const sender = names.get(senderId) ?? 'Ein Anbieter';
  await new Outbox(tx, config).sendEmail({
    to: receiver.email,
    subject: changed ? `Produktset geändert: ${bundleName}` : `Neue Produktset-Anfrage: ${bundleName}`,
    text: [
      'Guten Tag,',
      '',
      changed
        ? `${sender} hat das Produktset „${bundleName}“ geändert. Bitte bestätigen Sie Ihre Teilnahme erneut.`
        : `${sender} möchte Ihre Produkte in das Produktset „${bundleName}“ aufnehmen.`,
      '',
      `Anfrage ansehen und bestätigen: ${link}`,
      '',
      'Ihr Marktplatz-Team',
    ].join('\n'),
    links: [link],
    userId: receiverId,
  });
}
