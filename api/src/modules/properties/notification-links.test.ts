import { properties } from '../../db/schema/properties';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { propertyNotificationLinks } from './notification-links';

const suite = testSuite();

describe('where a viewing request leads', () => {
  it('a property leads its provider to the property’s page by its slug, nobody else', async () => {
    const [property] = await suite.context.db
      .select({ id: properties.id, providerId: properties.providerId, slug: properties.slug })
      .from(properties)
      .limit(1);
    if (!property) throw new Error('Die Demodaten haben keine Immobilie.');
    const stranger = await createUserWithToken(suite.context, 'Company');
    const resolve = propertyNotificationLinks.property;
    expect(await resolve?.(suite.context.db, property.providerId, [property.id])).toEqual(
      new Map([[property.id, `/property-detail/${encodeURIComponent(property.slug)}`]]),
    );
    expect((await resolve?.(suite.context.db, stranger.id, [property.id]))?.size).toBe(0);
  });
});
