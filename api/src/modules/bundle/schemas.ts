/**
 * The bundle calls' schemas: what each call takes (bodies, queries, parameters) and, below, the wire shapes of its
 * answers (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). A response
 * schema serializes strictly: a field a presenter returns but the schema lacks disappears from the answer — the
 * presenters of `present.ts` declare their return types from these schemas (`z.infer`), so the compiler keeps both
 * in step.
 */
import { z } from 'zod';
import { fields } from '../../http/validation';
import { pageQuery } from '../../http/pagination';
import { moneyCents, wholeNumber } from '../shop/public';
import { wireId as id, wireSchema } from '../../http/contract';
import { BUNDLE_REQUEST_STATUSES } from '../../db/schema/bundle';
import { euroAmount, moneyFields } from '../../lib/money';

export const BUNDLE_PAGE_SIZE = 10;

export const listQuery = pageQuery(BUNDLE_PAGE_SIZE);
export const activeQuery = listQuery.extend({
  status: z.enum(['active', 'inactive'], 'Erlaubt sind active oder inactive.').default('active'),
});
export const keywordQuery = listQuery.extend({ keyword: fields.text().trim().max(100, 'Höchstens 100 Zeichen erlaubt.').optional() });
export const providerProductsQuery = keywordQuery.extend({ provider_id: fields.id() });
export const requestIdQuery = z.object({ bundle_provider_request_id: fields.id() });

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

// Answers

/** A provider as a bundle names it: id and display name (company, else first and last name). */
const party = z.object({ id, company_name: z.string() });

export const bundleItemSchema = wireSchema(
  'BundleItem',
  z.object({
    id,
    product_id: id,
    variant_id: id,
    product_name: z.string(),
    variant_name: z.string(),
    slug: z.string(),
    photo: z.string().nullable(),
    qty: z.number().int(),
    /** The variant's regular gross unit price when the bundle was saved. */
    regular_price: euroAmount,
    /** This item's gross unit price inside the bundle. */
    ...moneyFields('unit_price'),
    provider_id: id,
    company_name: z.string(),
  }),
);

/** What one provider receives of a sold bundle. */
export const bundleShareSchema = wireSchema(
  'BundleShare',
  z.object({ provider_id: id, company_name: z.string(), ...moneyFields('amount') }),
);

export const bundleSchema = wireSchema(
  'Bundle',
  z.object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    ...moneyFields('price'),
    ...moneyFields('regular_price'),
    saving: euroAmount,
    image: z.string().nullable(),
    /** 1 when every partner confirmed and every item is available. */
    is_active: z.literal([0, 1]),
    provider: party,
    items: z.array(bundleItemSchema),
    shares: z.array(bundleShareSchema),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type PresentedBundle = z.infer<typeof bundleSchema>;

export const bundleRequestSchema = wireSchema(
  'BundleRequest',
  z.object({
    id,
    bundle_provider_request_id: id,
    status: z.enum(BUNDLE_REQUEST_STATUSES),
    /** Seen from the signed-in provider: `incoming` when they are the receiver. */
    direction: z.enum(['incoming', 'outgoing']),
    message: z.string(),
    reason: z.string(),
    sender: party,
    receiver: party,
    /** The receiver's share of the bundle price. */
    ...moneyFields('share'),
    created_at: z.string(),
    responded_at: z.string().nullable(),
    updated_at: z.string(),
    /** The whole bundle (null in the `requests` of `BundleWithRequests`, which is that bundle). */
    bundle: bundleSchema,
  }),
);
export type PresentedRequest = z.infer<typeof bundleRequestSchema>;

/** A bundle after creating or changing it, with the requests to the partners (each without the bundle again). */
export const bundleWithRequestsSchema = wireSchema(
  'BundleWithRequests',
  bundleSchema.extend({ requests: z.array(bundleRequestSchema.extend({ bundle: z.null() })) }),
);
export type BundleWithRequests = z.infer<typeof bundleWithRequestsSchema>;

/** Open requests of the signed-in provider (badge). */
export const bundleRequestCountSchema = wireSchema(
  'BundleRequestCount',
  z.object({ incoming: z.number().int(), outgoing: z.number().int(), total: z.number().int() }),
);
export type BundleRequestCount = z.infer<typeof bundleRequestCountSchema>;

/** Another provider with active products, a partner for a bundle. */
export const bundlePartnerSchema = wireSchema(
  'BundlePartner',
  z.object({ id, company_name: z.string(), city: z.string(), products_count: z.number().int() }),
);
export type BundlePartner = z.infer<typeof bundlePartnerSchema>;

/** An active product with its active variants, to choose bundle items from. */
export const bundleProductChoiceSchema = wireSchema(
  'BundleProductChoice',
  z.object({
    id,
    name: z.string(),
    slug: z.string(),
    photo: z.string().nullable(),
    ...moneyFields('price'),
    provider_id: id,
    variants: z.array(z.object({ id, name: z.string(), ...moneyFields('price'), qty: z.number().int() })),
  }),
);
export type BundleProductChoice = z.infer<typeof bundleProductChoiceSchema>;
