import { categoryBreadcrumbJsonLd, categoryPagePath, servicePagePath, worldsJsonLd } from './worldJsonLd';

const ORIGIN = 'https://marktplatz.example';

describe('worldsJsonLd', () => {
  it('lists the categories as ListItems with position, the category page and its title, in the order shown', () => {
    expect(
      worldsJsonLd(
        [
          { slug: 'badsanierung', title: 'Badsanierung' },
          { slug: 'dach & fassade', title: 'Dach & Fassade' },
        ],
        '/living_worlds',
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': 'https://marktplatz.example/living_worlds#categories',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://marktplatz.example/world-category/lead/badsanierung', name: 'Badsanierung' },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://marktplatz.example/world-category/lead/dach%20%26%20fassade',
          name: 'Dach & Fassade',
        },
      ],
    });
  });

  it('gives nothing without categories', () => {
    expect(worldsJsonLd([], '/bauen-wohnen', ORIGIN)).toBeNull();
  });
});

describe('categoryBreadcrumbJsonLd', () => {
  it('leads from Bauen & Wohnen to the category', () => {
    expect(categoryBreadcrumbJsonLd({ slug: 'badsanierung', title: 'Badsanierung' }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Bauen & Wohnen', item: 'https://marktplatz.example/bauen-wohnen' },
        { '@type': 'ListItem', position: 2, name: 'Badsanierung', item: 'https://marktplatz.example/world-category/lead/badsanierung' },
      ],
    });
  });

  it("ends with the service and its provider on a provider's service page", () => {
    const route = { slug: 'sanitaer-meier-komplettbad', name: 'Komplettbad', provider: { id: 3, name: 'Sanitär Meier GmbH' } };
    const crumbs = categoryBreadcrumbJsonLd({ slug: 'badsanierung', title: 'Badsanierung' }, ORIGIN, route);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Bauen & Wohnen', item: 'https://marktplatz.example/bauen-wohnen' },
      { '@type': 'ListItem', position: 2, name: 'Badsanierung', item: 'https://marktplatz.example/world-category/lead/badsanierung' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Komplettbad – Sanitär Meier GmbH',
        item: 'https://marktplatz.example/world-category/lead/badsanierung/sanitaer-meier-komplettbad',
      },
    ]);
  });

  it('encodes the slugs in the addresses', () => {
    expect(categoryPagePath('haus/garten')).toBe('/world-category/lead/haus%2Fgarten');
    expect(servicePagePath('haus/garten', 'a b')).toBe('/world-category/lead/haus%2Fgarten/a%20b');
  });
});
