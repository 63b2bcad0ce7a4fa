import { eq, isNull } from 'drizzle-orm';
import { shopProducts } from '../../db/schema/shop';
import { shopNotificationLinks } from './notification-links';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();

describe('where a notification about a review leads', () => {
  it('a product leads to its page while it exists, a deleted one nowhere', async () => {
    const [kept, deleted] = await suite.context.db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(isNull(shopProducts.deletedAt))
      .limit(2);
    if (!kept || !deleted) throw new Error('Die Demodaten haben keine zwei Produkte.');
    await suite.context.db.update(shopProducts).set({ deletedAt: new Date() }).where(eq(shopProducts.id, deleted.id));
    expect(await shopNotificationLinks.product?.(suite.context.db, 1, [kept.id, deleted.id])).toEqual(
      new Map([[kept.id, `/product/${kept.id}`]]),
    );
  });
});
