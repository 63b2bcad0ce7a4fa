import { and, eq, inArray, ne, sql, getViewSelectedFields } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { inquiries, leads, offers } from '../../db/schema/leads';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { formatEuro } from '../../lib/money';
import { providerDisplayName, accountProviderProfiles, accountUsers } from '../account/public';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import { INQUIRY_NOT_FOUND, OFFER_NOT_FOUND, fullName, inquiryState } from './inquiry-rules';
import { type Mail, sendAll } from './inquiry-submit';
import type { Decision, Withdrawn } from './schemas';

export const NOT_SENT_MESSAGE = 'Dieses Angebot ist nicht mehr offen.';
export const INQUIRY_DONE_MESSAGE = 'Diese Anfrage ist bereits abgeschlossen.';

/**
 * The customer's decision. accept: this offer accepted, its lead accepted, every other offer declined and lead
 * rejected, the inquiry closed — under a row lock on the inquiry, so of two acceptances at once one wins and the
 * other finds the offer no longer open (409). decline: this offer declined, its lead rejected. close: the inquiry
 * closed, open offers declined, remaining leads rejected.
 */
export async function customerDecision(
  db: Executor,
  outbox: Outbox,
  config: AppConfig,
  customerId: number,
  input: { status: 'accept' | 'decline' | 'close'; offer_id?: number | undefined; inquiry_id?: number | undefined },
): Promise<Decision & { message: string }> {
  const mails: Mail[] = [];
  const result = await db.transaction(async (tx) => {
    let inquiryId = input.inquiry_id;
    let offerId: number | undefined;
    if (input.status !== 'close') {
      if (!input.offer_id) throw ValidationError.field('offer_id', 'Dieses Feld ist erforderlich.');
      const [offer] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.id, input.offer_id), eq(offers.customerId, customerId)))
        .limit(1);
      if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
      inquiryId = offer.inquiryId;
      offerId = offer.id;
    }
    if (!inquiryId) throw ValidationError.field('inquiry_id', 'Dieses Feld ist erforderlich.');
    const locked = await tx.execute(sql`select id from inquiries where id = ${inquiryId} and customer_id = ${customerId} for update`);
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.customerId, customerId)))
      .limit(1);
    if (!inquiry || !locked) throw new NotFoundError(INQUIRY_NOT_FOUND);
    if (inquiryState(inquiry) !== 'open') throw new ConflictError(INQUIRY_DONE_MESSAGE);
    const now = new Date();
    const providersToTell: { providerId: number; accepted: boolean }[] = [];
    if (input.status === 'close') {
      const open = await tx
        .update(offers)
        .set({ status: 'declined' })
        .where(and(eq(offers.inquiryId, inquiry.id), eq(offers.status, 'sent')))
        .returning({ providerId: offers.providerId });
      await tx
        .update(leads)
        .set({ status: 'rejected' })
        .where(and(eq(leads.inquiryId, inquiry.id), inArray(leads.status, ['open', 'requested'])));
      await tx.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, inquiry.id));
      providersToTell.push(...open.map((row) => ({ providerId: row.providerId, accepted: false })));
    } else {
      const [offer] = await tx
        .select()
        .from(offers)
        .where(eq(offers.id, offerId ?? 0))
        .limit(1);
      if (!offer || offer.status !== 'sent') throw new ConflictError(NOT_SENT_MESSAGE);
      if (input.status === 'accept') {
        await tx.update(offers).set({ status: 'accepted', acceptedAt: now }).where(eq(offers.id, offer.id));
        await tx.update(leads).set({ status: 'accepted' }).where(eq(leads.id, offer.leadId));
        const others = await tx
          .update(offers)
          .set({ status: 'declined' })
          .where(and(eq(offers.inquiryId, inquiry.id), eq(offers.status, 'sent'), ne(offers.id, offer.id)))
          .returning({ providerId: offers.providerId });
        await tx
          .update(leads)
          .set({ status: 'rejected' })
          .where(and(eq(leads.inquiryId, inquiry.id), ne(leads.id, offer.leadId), inArray(leads.status, ['open', 'requested'])));
        await tx.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, inquiry.id));
        providersToTell.push(
          { providerId: offer.providerId, accepted: true },
          ...others.map((row) => ({ providerId: row.providerId, accepted: false })),
        );
        const confirmation = await acceptanceConfirmation(tx, config, offer, inquiry.title);
        if (confirmation) mails.push(confirmation);
      } else {
        await tx.update(offers).set({ status: 'declined' }).where(eq(offers.id, offer.id));
        await tx.update(leads).set({ status: 'rejected' }).where(eq(leads.id, offer.leadId));
        providersToTell.push({ providerId: offer.providerId, accepted: false });
      }
    }
    for (const { providerId, accepted } of providersToTell) {
      const title = accepted ? 'Angebot angenommen' : 'Angebot abgelehnt';
      const body = accepted
        ? `Ihr Angebot zu „${inquiry.title}“ wurde angenommen.`
        : `Ihr Angebot zu „${inquiry.title}“ wurde nicht angenommen.`;
      await notify(tx, providerId, { type: accepted ? 'offer_accepted' : 'new_offer', title, body, data: { inquiry_id: inquiry.id } });
      const [provider] = await tx.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, providerId)).limit(1);
      if (provider) mails.push({ to: provider.email, userId: providerId, subject: title, text: body });
    }
    const messages = {
      accept: 'Sie haben das Angebot angenommen.',
      decline: 'Sie haben das Angebot abgelehnt.',
      close: 'Ihre Anfrage wurde geschlossen.',
    };
    return { inquiry_id: inquiry.id, offer_id: offerId ?? null, message: messages[input.status] };
  });
  await sendAll(outbox, mails);
  return result;
}

const PRICE_TYPE_WORDS: Record<string, string> = { fixed: 'Festpreis', hourly: 'Stundensatz', from: 'Ab-Preis', range: 'Preisspanne' };
const euroText = (value: string) => formatEuro(Math.round(Number(value) * 100));

/** An offer's price as the screens show it: „12.450,00 €“, „ab 900,00 €“, „45,00 € je Stunde“, „1.000,00 € – 1.500,00 €“. */
export function offerPriceText(offer: { price1: string; price2: string | null; priceType: string }): string {
  if (offer.priceType === 'range' && offer.price2 !== null) return `${euroText(offer.price1)} – ${euroText(offer.price2)}`;
  if (offer.priceType === 'from') return `ab ${euroText(offer.price1)}`;
  if (offer.priceType === 'hourly') return `${euroText(offer.price1)} je Stunde`;
  return euroText(offer.price1);
}

/**
 * The customer's confirmation of an accepted offer: who the provider is and how to reach them, the price, and what
 * happens next (the provider was told and gets in touch; chat; the other offers were declined).
 */
async function acceptanceConfirmation(
  db: Executor,
  config: AppConfig,
  offer: typeof offers.$inferSelect,
  inquiryTitle: string,
): Promise<Mail | null> {
  const [customer] = await db.select().from(accountUsers).where(eq(accountUsers.id, offer.customerId)).limit(1);
  if (!customer) return null;
  const [provider] = await db
    .select({ user: getViewSelectedFields(accountUsers), profile: getViewSelectedFields(accountProviderProfiles) })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(eq(accountUsers.id, offer.providerId))
    .limit(1);
  const name = provider ? providerDisplayName(provider.profile?.companyName, provider.user.firstName, provider.user.lastName) : '';
  const profile = provider?.profile;
  const address = profile
    ? [`${profile.street} ${profile.houseNumber}`.trim(), `${profile.zipCode} ${profile.city}`.trim()].filter(Boolean).join(', ')
    : '';
  const offerLink = `${config.publicWebUrl}/leads/offers/${offer.id}`;
  const chatLink = `${config.publicWebUrl}/chat?with=${offer.providerId}`;
  const price = offerPriceText(offer);
  const priceType = PRICE_TYPE_WORDS[offer.priceType];
  const lines = [
    `Guten Tag ${fullName(customer)},`,
    '',
    `Sie haben das Angebot „${offer.offerName}“ zu Ihrer Anfrage „${inquiryTitle}“ angenommen.`,
    '',
    `Anbieter: ${name}`,
    ...(address ? [`Anschrift: ${address}`] : []),
    ...(provider?.user.phone ? [`Telefon: ${provider.user.phone}`] : []),
    ...(provider?.user.email ? [`E-Mail: ${provider.user.email}`] : []),
    `Preis: ${price}${priceType ? ` (${priceType})` : ''}`,
    '',
    'So geht es weiter:',
    `1. ${name} weiß von Ihrer Zusage und meldet sich bei Ihnen, um die Einzelheiten und einen Termin abzustimmen.`,
    `2. Fragen stellen Sie direkt im Chat: ${chatLink}`,
    '3. Die anderen Angebote zu dieser Anfrage wurden abgelehnt, die Anfrage ist geschlossen.',
    '',
    `Ihr angenommenes Angebot: ${offerLink}`,
  ];
  return {
    to: customer.email,
    userId: customer.id,
    subject: `Bestätigung: Angebot von ${name} angenommen`,
    text: lines.join('\n'),
    links: [offerLink, chatLink],
  };
}

/** The provider withdraws a sent offer: offer withdrawn, the lead back to open (a new offer may follow). */
export async function withdrawOffer(db: Executor, outbox: Outbox, providerId: number, id: number): Promise<Withdrawn> {
  const mails: Mail[] = [];
  const result = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.providerId, providerId)))
      .limit(1);
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
    await tx.execute(sql`select id from inquiries where id = ${offer.inquiryId} for update`);
    const [current] = await tx.select().from(offers).where(eq(offers.id, id)).limit(1);
    if (current?.status !== 'sent') throw new ConflictError(NOT_SENT_MESSAGE);
    await tx.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, id));
    await tx.update(leads).set({ status: 'open' }).where(eq(leads.id, offer.leadId));
    await notify(tx, offer.customerId, {
      type: 'new_offer',
      title: 'Angebot zurückgezogen',
      body: `Das Angebot „${offer.offerName}“ wurde zurückgezogen.`,
      data: { offer_id: id },
    });
    const [customer] = await tx
      .select({ email: accountUsers.email })
      .from(accountUsers)
      .where(eq(accountUsers.id, offer.customerId))
      .limit(1);
    if (customer)
      mails.push({
        to: customer.email,
        userId: offer.customerId,
        subject: 'Angebot zurückgezogen',
        text: `Das Angebot „${offer.offerName}“ wurde vom Anbieter zurückgezogen.`,
      });
    return { id, offer_status: 'withdrawn' as const };
  });
  await sendAll(outbox, mails);
  return result;
}
