import { INDUSTRIES } from './industries';
import { germanSlug } from './slug';

describe('germanSlug', () => {
  it('spells out umlauts and joins words with dashes', () => {
    expect(germanSlug('Sanitär, Heizung und Klima')).toBe('sanitaer-heizung-und-klima');
    expect(germanSlug('Schlüsseldienst')).toBe('schluesseldienst');
    expect(germanSlug('Kfz & Mobilität')).toBe('kfz-und-mobilitaet');
    expect(germanSlug('  Straße  ')).toBe('strasse');
  });

  it('gives every seeded industry a distinct slug', () => {
    const slugs = INDUSTRIES.flatMap((parent) => [
      germanSlug(parent.name),
      ...parent.children.map((child) => `${germanSlug(parent.name)}-${germanSlug(child)}`),
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
