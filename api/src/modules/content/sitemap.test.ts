import { and, eq, isNotNull } from 'drizzle-orm';
import { properties, providerOnboarding, providerProfiles, shopProducts, worldCategories } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();

async function sitemap(): Promise<string[]> {
  const response = await suite.context.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('/sitemap.xml across the modules', () => {
  it('lists the product pages, provider pages, property listings and living-world categories search engines should find', async () => {
    const paths = await sitemap();
    const [product] = await suite.context.db
      .select({ slug: shopProducts.slug })
      .from(shopProducts)
      .where(eq(shopProducts.status, 'active'))
      .limit(1);
    const [provider] = await suite.context.db
      .select({ slug: providerProfiles.slug })
      .from(providerProfiles)
      .where(and(eq(providerProfiles.showProfile, true), isNotNull(providerProfiles.slug)))
      .limit(1);
    const [property] = await suite.context.db.select({ slug: properties.slug }).from(properties).limit(1);
    const [category] = await suite.context.db.select({ slug: worldCategories.slug }).from(worldCategories).limit(1);
    expect(paths).toEqual(expect.arrayContaining(['/', '/news', '/product-list', '/provider-search', '/properties', '/living_worlds']));
    expect(paths).toContain(`/product/${encodeURIComponent(product!.slug)}`);
    expect(paths).toContain(`/provider-detail/${encodeURIComponent(provider!.slug!)}`);
    expect(paths).toContain(`/property-detail/${encodeURIComponent(property!.slug)}`);
    expect(paths).toContain(`/world-category/lead/${encodeURIComponent(category!.slug)}`);
  });

  it('leaves out a product that is not active and a provider whose profile is hidden', async () => {
    const [product] = await suite.context.db
      .select({ id: shopProducts.id, slug: shopProducts.slug })
      .from(shopProducts)
      .where(eq(shopProducts.status, 'active'))
      .limit(1);
    const [provider] = await suite.context.db
      .select({ userId: providerProfiles.userId, slug: providerProfiles.slug })
      .from(providerProfiles)
      .where(and(eq(providerProfiles.showProfile, true), isNotNull(providerProfiles.slug)))
      .limit(1);
    await suite.context.db.update(shopProducts).set({ status: 'draft' }).where(eq(shopProducts.id, product!.id));
    await suite.context.db.update(providerProfiles).set({ showProfile: false }).where(eq(providerProfiles.userId, provider!.userId));
    try {
      const paths = await sitemap();
      expect(paths).not.toContain(`/product/${encodeURIComponent(product!.slug)}`);
      expect(paths).not.toContain(`/provider-detail/${encodeURIComponent(provider!.slug!)}`);
    } finally {
      await suite.context.db.update(shopProducts).set({ status: 'active' }).where(eq(shopProducts.id, product!.id));
      await suite.context.db.update(providerProfiles).set({ showProfile: true }).where(eq(providerProfiles.userId, provider!.userId));
    }
  });

  it('leaves out the page of a provider whose trader data are not verified (the page itself answers 404)', async () => {
    const [provider] = await suite.context.db
      .select({ userId: providerProfiles.userId, slug: providerProfiles.slug })
      .from(providerProfiles)
      .innerJoin(providerOnboarding, eq(providerOnboarding.providerId, providerProfiles.userId))
      .where(and(eq(providerProfiles.showProfile, true), isNotNull(providerProfiles.slug), eq(providerOnboarding.status, 'verified')))
      .limit(1);
    const path = `/provider-detail/${encodeURIComponent(provider!.slug!)}`;
    expect(await sitemap()).toContain(path);
    await suite.context.db
      .update(providerOnboarding)
      .set({ status: 'submitted' })
      .where(eq(providerOnboarding.providerId, provider!.userId));
    try {
      expect(await sitemap()).not.toContain(path);
      const page = await suite.context.app.inject({
        method: 'GET',
        url: `/api/providerPageData?slug=${encodeURIComponent(provider!.slug!)}`,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await suite.context.db
        .update(providerOnboarding)
        .set({ status: 'verified' })
        .where(eq(providerOnboarding.providerId, provider!.userId));
    }
  });
});
