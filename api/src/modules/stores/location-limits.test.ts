import { count, eq } from 'drizzle-orm';
import { storeLocations } from '../../db/schema';
import { storesTestKit } from '../../../test/fixtures/stores';
import { buyPackage } from '../../../test/fixtures/billing';
import { testSuite } from '../../../test/fixtures/suite';

const FREE_LIMIT =
  'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens 5 Standorte; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';

const suite = testSuite();
const { call, provider } = storesTestKit(() => suite.context);

const store = (title: string) => ({ title, street: 'Invalidenstraße', street_number: '5', zipcode: '10115', city: 'Berlin' });

async function locationCount(providerId: number): Promise<number> {
  const [row] = await suite.context.db.select({ n: count() }).from(storeLocations).where(eq(storeLocations.providerId, providerId));
  return Number(row?.n ?? 0);
}

describe('store locations within the package', () => {
  it('refuses the sixth location without a package (422 naming the limit and /account/packages), allows it after buying Basis', async () => {
    const owner = await provider('Filialen Test');
    for (const title of ['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'])
      expect((await call('POST', '/api/save-store-location', owner.token, store(title))).status).toBe(201);

    const refused = await call('POST', '/api/save-store-location', owner.token, store('Sechs'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.store_location).toEqual([FREE_LIMIT]);
    expect(refused.body.message).toBe(FREE_LIMIT);
    expect(await locationCount(owner.id)).toBe(5);

    await buyPackage(suite.context.app, owner.token, 'basis');
    expect((await call('POST', '/api/save-store-location', owner.token, store('Sechs'))).status).toBe(201);
    expect(await locationCount(owner.id)).toBe(6);
  });

  it('lets two creations at once take the last free place only once', async () => {
    const owner = await provider('Gleichzeitig Test');
    for (const title of ['Eins', 'Zwei', 'Drei', 'Vier'])
      expect((await call('POST', '/api/save-store-location', owner.token, store(title))).status).toBe(201);
    const results = await Promise.all(['A', 'B'].map((title) => call('POST', '/api/save-store-location', owner.token, store(title))));
    expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
    expect(await locationCount(owner.id)).toBe(5);
  });
});
