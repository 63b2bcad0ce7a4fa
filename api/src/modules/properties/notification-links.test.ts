import { properties } from '../../db/schema/properties';
import { createTestApp, createUserWithToken, type TestContext } from '../../../test/helpers';
import { propertyNotificationLinks } from './notification-links';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});

afterAll(async () => {
  await context.close();
});

describe('where a viewing request leads', () => {
  it('a property leads its provider to the property’s page by its slug, nobody else', async () => {
    const [property] = await context.db
      .select({ id: properties.id, providerId: properties.providerId, slug: properties.slug })
      .from(properties)
      .limit(1);
    if (!property) throw new Error('Die Demodaten haben keine Immobilie.');
    const stranger = await createUserWithToken(context, 'Company');
    const resolve = propertyNotificationLinks.property;
    expect(await resolve?.(context.db, property.providerId, [property.id])).toEqual(
      new Map([[property.id, `/property-detail/${encodeURIComponent(property.slug)}`]]),
    );
    expect((await resolve?.(context.db, stranger.id, [property.id]))?.size).toBe(0);
  });
});
