import { germanSlug, PLAIN_SLUG_TRIES, SLUG_TRIES, writeWithFreeSlug } from './slug';
import { isUniqueViolation } from './unique-violation';

describe('germanSlug', () => {
  it('spells out umlauts and joins words with dashes', () => {
    expect(germanSlug('Sanitär, Heizung und Klima')).toBe('sanitaer-heizung-und-klima');
    expect(germanSlug('Schlüsseldienst')).toBe('schluesseldienst');
    expect(germanSlug('Kfz & Mobilität')).toBe('kfz-und-mobilitaet');
    expect(germanSlug('  Straße  ')).toBe('strasse');
  });
});

describe('writeWithFreeSlug', () => {
  const fakeDb = { transaction: <T>(run: (tx: null) => Promise<T>) => run(null) };
  const collision = () => Object.assign(new Error('duplicate key value violates unique constraint "x_slug_unique"'), { code: '23505' });

  it('after five collisions adds a random tail, and gives up after eight', async () => {
    const written: string[] = [];
    const slug = await writeWithFreeSlug(
      fakeDb,
      'x_slug_unique',
      async () => 'name',
      async (_tx, candidate) => {
        written.push(candidate);
        if (written.length < PLAIN_SLUG_TRIES + 1) throw collision();
        return candidate;
      },
    );
    expect(written.slice(0, PLAIN_SLUG_TRIES)).toEqual(Array(PLAIN_SLUG_TRIES).fill('name'));
    expect(slug).toMatch(/^name-[a-z0-9]{1,4}$/);
    let tries = 0;
    await expect(
      writeWithFreeSlug(
        fakeDb,
        'x_slug_unique',
        async () => 'name',
        async () => {
          tries += 1;
          throw collision();
        },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(tries).toBe(SLUG_TRIES);
  });

  it('recognises the unique violation in the cause of a wrapped error, by constraint name or message', () => {
    const wrapped = new Error('Failed query', { cause: { code: '23505', constraint: 'lead_routes_provider_slug_idx' } });
    expect(isUniqueViolation(wrapped, 'lead_routes_provider_slug_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'shop_products_slug_unique')).toBe(false);
    expect(isUniqueViolation(collision(), 'x_slug_unique')).toBe(true);
    expect(isUniqueViolation(new Error('anders'))).toBe(false);
  });
});
