import { z } from 'zod';
import { fields } from '../../http/validation';
import { pageQuery } from '../../http/pagination';
import { moneyCents, wholeNumber } from '../shop/public';

export const BUNDLE_PAGE_SIZE = 10;

export const listQuery = pageQuery(BUNDLE_PAGE_SIZE);
export const activeQuery = listQuery.extend({
  status: z.enum(['active', 'inactive'], 'Erlaubt sind active oder inactive.').default('active'),
});
export const keywordQuery = listQuery.extend({ keyword: fields.text().trim().max(100, 'Höchstens 100 Zeichen erlaubt.').optional() });
export const providerProductsQuery = keywordQuery.extend({ provider_id: fields.id() });
export const requestIdQuery = z.object({ bundle_provider_request_id: fields.id() });
export const idParams = z.object({ id: fields.id() });

const reason = fields.optionalText(1000).optional();

export const confirmBody = z.object({
  bundle_provider_request_id: fields.id(),
  status: z.enum(['confirmed', 'rejected', 'inactivated'], 'Erlaubt sind confirmed, rejected oder inactivated.').default('confirmed'),
  reason,
});
export const reasonBody = z.object({ reason }).nullish();
export const inactivateBody = z.object({ bundle_provider_request_id: fields.id(), reason });

const item = z.object({
  product_id: fields.id(),
  variant_id: z.preprocess((value) => (value === '' ? null : value), fields.id().nullish()),
  qty: wholeNumber(1, 100).default(1),
});

export const bundleBody = z.object({
  name: fields.requiredText(120),
  description: fields.optionalText(2000).optional(),
  price: moneyCents().refine((cents) => cents > 0, 'Der Produktset-Preis muss über 0 € liegen.'),
  message: fields.optionalText(1000).optional(),
  items: z.array(item).min(2, 'Ein Produktset braucht mindestens zwei Artikel.').max(20, 'Ein Produktset kann höchstens 20 Artikel haben.'),
});
export const bundleUpdateBody = bundleBody.extend({ bundle_id: fields.id() });
