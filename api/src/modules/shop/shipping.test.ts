import { testSuite } from '../../../test/fixtures/suite';
import { createAddress } from '../address/service';
import { body, createCustomer, createProduct, createProvider } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import { countryCode } from './shipping';

interface Method {
  id: number;
  name: string;
  price_cents: number;
  free_from_cents: number | null;
  delivery_time: string;
  is_pickup: boolean;
  is_active: boolean;
  countries: string[];
  country_names: string[];
}

const suite = testSuite();
let provider: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Versandhaus Elbe');
  other = await createProvider(suite.context, 'Andere Werkstatt');
});

describe('shipping setup', () => {
  it('creates a method with German amounts and countries, lists it with inactive ones and answers one by id', async () => {
    const created = await suite.api.post(
      '/api/createShipping',
      { name: 'DHL Paket', price: '4,90', free_from: '50', delivery_time: '2–3 Werktage', countries: ['de', 'AT'] },
      provider.token,
    );
    expect(created.statusCode).toBe(201);
    const method = body<Method>(created).data;
    expect(method).toMatchObject({
      name: 'DHL Paket',
      price_cents: 490,
      free_from_cents: 5000,
      delivery_time: '2–3 Werktage',
      is_active: true,
      countries: ['DE', 'AT'],
    });
    expect(method.country_names).toEqual(['Deutschland', 'Österreich']);

    const hidden = body<Method>(
      await suite.api.post('/api/createShipping', { name: 'Sperrgut', price: 19.9, is_active: false }, provider.token),
    ).data;
    expect(hidden.countries).toEqual(['DE']);

    const list = body<Method[]>(await suite.api.get('/api/shippings', provider.token)).data;
    expect(list.map((row) => row.id)).toEqual(expect.arrayContaining([method.id, hidden.id]));
    expect(list.find((row) => row.id === hidden.id)?.is_active).toBe(false);

    const info = await suite.api.get(`/api/getShippingInfo?id=${method.id}`, provider.token);
    expect(info.statusCode).toBe(200);
    expect(body<Method>(info).data.id).toBe(method.id);
  });

  it('changes only the fields sent; a pickup method needs no countries', async () => {
    const method = body<Method>(await suite.api.post('/api/createShipping', { name: 'Hermes', price: '3,95' }, provider.token)).data;
    const updated = await suite.api.post('/api/updateShipping', { id: method.id, price: '5,50', countries: ['DE', 'CH'] }, provider.token);
    expect(updated.statusCode).toBe(200);
    expect(body<Method>(updated).data).toMatchObject({ name: 'Hermes', price_cents: 550, countries: ['DE', 'CH'] });

    const pickup = await suite.api.post(
      '/api/createShipping',
      { name: 'Abholung im Laden', price: 0, is_pickup: true, countries: [] },
      provider.token,
    );
    expect(pickup.statusCode).toBe(201);
    expect(body<Method>(pickup).data).toMatchObject({ is_pickup: true, countries: [] });
  });

  it('refuses bad input with German messages on the field', async () => {
    const threeDecimals = await suite.api.post('/api/createShipping', { name: 'DPD', price: '4,995' }, provider.token);
    expect(threeDecimals.statusCode).toBe(422);
    expect(body(threeDecimals).errors?.price?.[0]).toMatch(/Nachkommastellen/);

    const text = await suite.api.post('/api/createShipping', { name: 'DPD', price: 'vier' }, provider.token);
    expect(text.statusCode).toBe(422);
    expect(body(text).errors?.price).toBeDefined();

    const noName = await suite.api.post('/api/createShipping', { name: ' ', price: 4 }, provider.token);
    expect(body(noName).errors?.name).toEqual(['Dieses Feld ist erforderlich.']);

    const unknownCountry = await suite.api.post('/api/createShipping', { name: 'DPD', price: 4, countries: ['XX'] }, provider.token);
    expect(unknownCountry.statusCode).toBe(422);
    expect(body(unknownCountry).errors?.countries?.[0]).toBe('Unbekanntes Land: XX.');

    const noCountry = await suite.api.post('/api/createShipping', { name: 'DPD', price: 4, countries: [] }, provider.token);
    expect(body(noCountry).errors?.countries).toEqual(['Bitte wählen Sie mindestens ein Lieferland.']);
  });

  it("answers another provider's method id with 404, for reading and changing", async () => {
    const method = body<Method>(await suite.api.post('/api/createShipping', { name: 'GLS', price: 5 }, provider.token)).data;
    expect((await suite.api.get(`/api/getShippingInfo?id=${method.id}`, other.token)).statusCode).toBe(404);
    const foreign = await suite.api.post('/api/updateShipping', { id: method.id, price: 0 }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Versandart wurde nicht gefunden.');
    expect(body<Method[]>(await suite.api.get('/api/shippings', other.token)).data.map((row) => row.id)).not.toContain(method.id);
  });

  it('lists the countries with Germany, Austria and Switzerland first', async () => {
    const response = await suite.api.get('/api/getShippingCountries');
    expect(response.statusCode).toBe(200);
    const countries = body<{ code: string; name: string }[]>(response).data;
    expect(countries.slice(0, 3).map((country) => country.code)).toEqual(['DE', 'AT', 'CH']);
    expect(countries.length).toBeGreaterThan(200);
  });

  it('reads address countries as codes, numeric ids or German names', () => {
    expect(countryCode('DE')).toBe('DE');
    expect(countryCode('276')).toBe('DE');
    expect(countryCode('Österreich')).toBe('AT');
    expect(countryCode('che')).toBe('CH');
    expect(countryCode('Atlantis')).toBeNull();
  });
});

describe('checkout by destination country', () => {
  it('offers only methods that serve the shipping address country and says so when none does', async () => {
    const seller = await createProvider(suite.context, 'Grenzhandel Passau');
    const domestic = body<Method>(
      await suite.api.post('/api/createShipping', { name: 'Inland', price: '4,90', countries: ['DE'] }, seller.token),
    ).data;
    const europe = body<Method>(
      await suite.api.post('/api/createShipping', { name: 'Europa', price: '14,90', countries: ['DE', 'AT'] }, seller.token),
    ).data;
    const product = await createProduct(suite.context.db, {
      providerId: seller.id,
      name: 'Wanderkarte Bayerischer Wald',
      priceCents: 990,
      qty: 10,
    });

    const customer = await createCustomer(suite.context);
    const added = await suite.api.post('/cart/add', { variant_id: product.variantId, qty: 1 }, customer.token);
    const key = body<PresentedCart>(added).data.cart_key;
    const inGermany = body<{ cart: PresentedCart }>(await suite.api.post('/orderCheckout', { cart_key: key }, customer.token)).data.cart;
    const germanMethods = inGermany.groups[0]?.shipping.methods.map((method) => method.id);
    expect(germanMethods).toEqual(expect.arrayContaining([domestic.id, europe.id]));

    const vienna = await createAddress(suite.context.db, customer.id, 'shipping', {
      gender: 'female',
      first_name: 'Erika',
      last_name: 'Muster',
      email: '',
      alternate_email: false,
      phone: '+43 1 234567',
      company: '',
      street: 'Ringstraße',
      street_number: '1',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    });
    const inAustria = await suite.api.post('/orderCheckout', { cart_key: key, shipping_address_id: vienna.id }, customer.token);
    expect(inAustria.statusCode).toBe(200);
    const austrian = body<{ cart: PresentedCart }>(inAustria).data.cart;
    expect(austrian.groups[0]?.shipping.methods.map((method) => method.id)).toEqual([europe.id]);
    expect(austrian.groups[0]?.shipping.cost_cents).toBe(1490);
    expect(austrian.destination_country).toBe('AT');

    const zurich = await createAddress(suite.context.db, customer.id, 'shipping', {
      gender: 'female',
      first_name: 'Erika',
      last_name: 'Muster',
      email: '',
      alternate_email: false,
      phone: '+41 44 123456',
      company: '',
      street: 'Bahnhofstrasse',
      street_number: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'Schweiz',
    });
    const inSwitzerland = await suite.api.post('/orderCheckout', { cart_key: key, shipping_address_id: zurich.id }, customer.token);
    expect(inSwitzerland.statusCode).toBe(422);
    expect(body(inSwitzerland).errors?.[`shipping.${seller.id}`]).toEqual([
      '„Grenzhandel Passau“ liefert nicht nach Schweiz. Bitte wählen Sie eine andere Lieferadresse oder entfernen Sie die Artikel.',
    ]);
  });
});
