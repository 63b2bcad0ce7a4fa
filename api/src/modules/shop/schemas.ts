import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { DIRECTIONS, SORTS } from './search';

/** Euros as typed by a German user or sent as a number: `12,50`, `12.5`, `1.234,56`, 12.5 → cents. */
export const euroAmount = () =>
  z.union([z.number(), fields.text().trim().max(20)]).transform((value, context) => {
    if (typeof value === 'string' && value === '') return undefined;
    let number: number;
    if (typeof value === 'number') {
      number = value;
    } else {
      const text = value.replace(/\s|€/g, '');
      const normalised = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
      number = /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
    }
    if (!Number.isFinite(number) || number < 0 || number > 10_000_000) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 12,50.' });
      return z.NEVER;
    }
    return Math.round(number * 100);
  });

/** A record id from a query string or JSON body; missing → „Dieses Feld ist erforderlich.“ */
export const idField = () =>
  z.union([z.number(), fields.text()], { message: 'Dieses Feld ist erforderlich.' }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie eine gültige Nummer an.' });
      return z.NEVER;
    }
    return id;
  });

export const searchQuery = pageQuery(20).extend({
  keyword: fields.text().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
  category: fields.text().trim().max(120).optional(),
  min_price: euroAmount().optional(),
  max_price: euroAmount().optional(),
  provider_id: idField().optional(),
  product_type: z.enum(['normal', 'food'], { message: 'Die Produktart ist ungültig.' }).optional(),
  sort: z.enum(SORTS, { message: 'Diese Sortierung gibt es nicht.' }).optional(),
  direction: z.enum(DIRECTIONS, { message: 'Die Sortierrichtung ist ungültig.' }).optional(),
});

export const suggestQuery = z.object({
  keyword: fields.text().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').default(''),
});

export const slugParams = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

export const slugQuery = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

export const idParams = z.object({ id: idField() });

export const categoryIdQuery = z.object({ category_id: idField() });
export const subcategoryIdQuery = z.object({ subcategory_id: idField() });
export const shippingQuery = z.object({ provider_id: idField().optional() });

export const productViewBody = z.object({ product_id: idField() });
export const viewCountBody = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

export const listQuery = pageQuery(12);

/** A provider's shipping method (`api/shippings`, `api/getShippingInfo`, `api/createShipping`, `api/updateShipping`). */
export const shippingMethodSchema = wireSchema(
  'ShippingMethod',
  z.object({
    id: z.number().int(),
    provider_id: z.number().int(),
    name: z.string(),
    price: z.number(),
    price_cents: z.number().int(),
    free_from: z.number().nullable(),
    free_from_cents: z.number().int().nullable(),
    delivery_time: z.string(),
    is_pickup: z.boolean(),
    is_active: z.boolean(),
    position: z.number().int(),
    countries: z.array(z.string()),
    country_names: z.array(z.string()),
  }),
);

/** A country a method can deliver to (`api/getShippingCountries`). */
export const shippingCountrySchema = wireSchema('ShippingCountry', z.object({ id: z.number().int(), code: z.string(), name: z.string() }));
