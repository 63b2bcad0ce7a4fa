import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { callToActions, inquiries, leadRoutes, leads, offers } from '../../db/schema/leads';
import { providerDisplayNameOf, accountUsers } from '../account/public';
import { notify } from '../notification/public';
import { Outbox } from '../outbox/public';

/**
 * The leads' part of withdrawing a provider (`DomainModule.withdrawProvider`, see README.md):
 * - its active lead routes and calls to action go `inactive` and are marked `withdrawn_at` (the living worlds, the
 *   radius search, the route page and the inquiry wizard no longer offer them);
 * - its open leads and the leads with a sent offer are rejected, the sent offers withdrawn; an inquiry that no
 *   other provider still handles is closed; each customer concerned is told (notification and e-mail, written in
 *   this transaction through the outbox);
 * - accepted offers stay as they are (the customer and the provider have agreed; the customer keeps the offer).
 */
export async function withdrawProviderLeads(tx: Executor, providerId: number, config: AppConfig): Promise<void> {
  const now = new Date();
  await tx
    .update(leadRoutes)
    .set({ status: 'inactive', withdrawnAt: now, updatedAt: now })
    .where(and(eq(leadRoutes.providerId, providerId), eq(leadRoutes.status, 'active')));
  await tx
    .update(callToActions)
    .set({ status: 'inactive', withdrawnAt: now, updatedAt: now })
    .where(and(eq(callToActions.providerId, providerId), eq(callToActions.status, 'active')));

  const closedLeads = await tx
    .update(leads)
    .set({ status: 'rejected' })
    .where(and(eq(leads.providerId, providerId), inArray(leads.status, ['open', 'requested'])))
    .returning({ inquiryId: leads.inquiryId });
  if (closedLeads.length === 0) return;
  const withdrawnOffers = await tx
    .update(offers)
    .set({ status: 'withdrawn' })
    .where(and(eq(offers.providerId, providerId), eq(offers.status, 'sent')))
    .returning({ inquiryId: offers.inquiryId, offerName: offers.offerName });
  const inquiryIds = [...new Set(closedLeads.map((lead) => lead.inquiryId))];
  // An inquiry nobody else still handles is closed; one that went to several providers stays open for the others.
  const closed = await tx
    .update(inquiries)
    .set({ status: 'closed' })
    .where(
      and(
        inArray(inquiries.id, inquiryIds),
        eq(inquiries.status, 'open'),
        sql`not exists (select 1 from ${leads} l where l.inquiry_id = ${inquiries.id} and l.provider_id <> ${providerId}
          and l.status in ('open', 'requested', 'accepted'))`,
      ),
    )
    .returning({ id: inquiries.id });
  const closedIds = new Set(closed.map((row) => row.id));

  const name = (await providerDisplayNameOf(tx, providerId)) ?? 'Der Anbieter';
  const told = await tx
    .select({ id: inquiries.id, title: inquiries.title, customerId: inquiries.customerId, email: accountUsers.email })
    .from(inquiries)
    .innerJoin(accountUsers, eq(accountUsers.id, inquiries.customerId))
    .where(inArray(inquiries.id, inquiryIds));
  const outbox = new Outbox(tx, config);
  for (const inquiry of told) {
    const offer = withdrawnOffers.find((row) => row.inquiryId === inquiry.id);
    const body = [
      `„${name}“ ist nicht mehr auf dem Marktplatz und kann Ihre Anfrage „${inquiry.title}“ nicht mehr bearbeiten.`,
      offer ? `Das Angebot „${offer.offerName}“ ist damit zurückgezogen.` : null,
      closedIds.has(inquiry.id)
        ? 'Ihre Anfrage wurde geschlossen. Sie können jederzeit eine neue Anfrage an andere Anbieter stellen.'
        : 'Ihre Anfrage bleibt für die anderen Anbieter offen.',
    ]
      .filter(Boolean)
      .join(' ');
    await notify(tx, inquiry.customerId, {
      type: 'new_offer',
      title: 'Anbieter nicht mehr verfügbar',
      body,
      data: { inquiry_id: inquiry.id },
    });
    await outbox.sendEmail({
      to: inquiry.email,
      userId: inquiry.customerId,
      subject: 'Ihre Anfrage: Anbieter nicht mehr verfügbar',
      text: `${body}\n\n${config.publicWebUrl}/leads/offers`,
    });
  }
}

/** After a suspension: the routes and calls to action the withdrawal took off are active again (leads stay closed). */
export async function reinstateProviderLeads(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(leadRoutes)
    .set({ status: 'active', withdrawnAt: null, updatedAt: now })
    .where(and(eq(leadRoutes.providerId, providerId), isNotNull(leadRoutes.withdrawnAt)));
  await tx
    .update(callToActions)
    .set({ status: 'active', withdrawnAt: null, updatedAt: now })
    .where(and(eq(callToActions.providerId, providerId), isNotNull(callToActions.withdrawnAt)));
}
