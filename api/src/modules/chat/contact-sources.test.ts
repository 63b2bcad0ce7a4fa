import { eq } from 'drizzle-orm';
import { inquiries, leads, offers, shopOrders, shopVendorOrders } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { contactCustomersOf } from './contact-sources';
import { mayStart } from './people';

const suite = testSuite();

/** A customer's inquiry passed on to the provider as a lead, with the provider's offer when asked for. */
async function lead(customerId: number, providerId: number, withOffer: boolean): Promise<void> {
  const [inquiry] = await suite.context.db
    .insert(inquiries)
    .values({ customerId, title: 'Umzug nach Kassel', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: inquiries.id });
  const [row] = await suite.context.db
    .insert(leads)
    .values({ inquiryId: inquiry?.id ?? 0, providerId })
    .returning({ id: leads.id });
  if (withOffer)
    await suite.context.db.insert(offers).values({
      leadId: row?.id ?? 0,
      inquiryId: inquiry?.id ?? 0,
      providerId,
      customerId,
      offerName: 'Umzug komplett',
      offerContent: 'Zwei Helfer, ein Transporter',
      price1: '480.00',
      priceType: 'fixed',
    });
}

async function expectReachable(providerId: number, customerId: number): Promise<void> {
  const stranger = await createUserWithToken(suite.context, 'User');
  expect(await contactCustomersOf(suite.context.db, providerId, [customerId, stranger.id])).toEqual(new Set([customerId]));
  expect(await mayStart(suite.context.db, { id: providerId, role: 'Company' }, customerId)).toBe(true);
  expect(await mayStart(suite.context.db, { id: providerId, role: 'Company' }, stranger.id)).toBe(false);
}

describe('whom a provider may write to first', () => {
  it('a customer who ordered from the provider (the orders module’s source)', async () => {
    const [ordered] = await suite.context.db
      .select({ providerId: shopVendorOrders.providerId, customerId: shopOrders.userId })
      .from(shopVendorOrders)
      .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
      .limit(1);
    if (!ordered) throw new Error('Die Demodaten haben keine Bestellung.');
    await expectReachable(ordered.providerId, ordered.customerId);
  });

  it('a customer whose inquiry reached the provider, with or without an offer (the leads module’s source)', async () => {
    const customer = await createUserWithToken(suite.context, 'User');
    const leadOnly = await createUserWithToken(suite.context, 'Company');
    const offering = await createUserWithToken(suite.context, 'Company');
    await lead(customer.id, leadOnly.id, false);
    await lead(customer.id, offering.id, true);
    await expectReachable(leadOnly.id, customer.id);
    await expectReachable(offering.id, customer.id);
  });

  it('asks no source for an empty list of candidates', async () => {
    expect(await contactCustomersOf(suite.context.db, 1, [])).toEqual(new Set());
  });
});
