import { inquiries, leads, offers } from '../../db/schema/leads';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { leadNotificationLinks } from './notification-links';

const suite = testSuite();
let customer: { id: number };
let provider: { id: number };
let stranger: { id: number };
let inquiryId: number;
let leadId: number;
let offerId: number;

beforeAll(async () => {
  customer = await createUserWithToken(suite.context, 'User');
  provider = await createUserWithToken(suite.context, 'Company');
  stranger = await createUserWithToken(suite.context, 'User');
  const [inquiry] = await suite.context.db
    .insert(inquiries)
    .values({ customerId: customer.id, title: 'Bad sanieren', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: inquiries.id });
  inquiryId = inquiry?.id ?? 0;
  const [lead] = await suite.context.db.insert(leads).values({ inquiryId, providerId: provider.id }).returning({ id: leads.id });
  leadId = lead?.id ?? 0;
  const [offer] = await suite.context.db
    .insert(offers)
    .values({
      leadId,
      inquiryId,
      providerId: provider.id,
      customerId: customer.id,
      offerName: 'Bad komplett',
      offerContent: 'Alles neu',
      price1: '12450.00',
      priceType: 'fixed',
    })
    .returning({ id: offers.id });
  offerId = offer?.id ?? 0;
});

describe('where notifications about requests lead', () => {
  it('an offer leads its customer to the offer, not the provider who made it', async () => {
    expect(await leadNotificationLinks.offer?.(suite.context.db, customer.id, [offerId])).toEqual(
      new Map([[offerId, `/leads/offers/${offerId}`]]),
    );
    expect((await leadNotificationLinks.offer?.(suite.context.db, provider.id, [offerId]))?.size).toBe(0);
  });

  it('an inquiry leads the provider to its lead, the customer who asked to the inquiries, anyone else nowhere', async () => {
    const resolve = leadNotificationLinks.inquiry;
    expect(await resolve?.(suite.context.db, provider.id, [inquiryId])).toEqual(new Map([[inquiryId, `/leads/provider/${leadId}`]]));
    expect(await resolve?.(suite.context.db, customer.id, [inquiryId])).toEqual(new Map([[inquiryId, '/leads']]));
    expect((await resolve?.(suite.context.db, stranger.id, [inquiryId]))?.size).toBe(0);
  });
});
