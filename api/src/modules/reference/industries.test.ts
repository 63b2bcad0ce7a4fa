import { germanSlug } from '../../lib/slug';
import { INDUSTRIES } from './industries';

describe('industries', () => {
  it('gives every seeded industry a distinct slug', () => {
    const slugs = INDUSTRIES.flatMap((parent) => [
      germanSlug(parent.name),
      ...parent.children.map((child) => `${germanSlug(parent.name)}-${germanSlug(child)}`),
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
