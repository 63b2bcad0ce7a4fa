import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  shopBulkPrices,
  shopCrossSelling,
  shopFeatures,
  shopProductFeatures,
  shopProductImages,
  shopProductSeo,
  shopProductShippings,
  shopProductTags,
  shopProductVariants,
  shopProducts,
  shopShippingMethods,
  shopTags,
  shopVariantOptions,
  shopWholesaleDiscounts,
} from '../../db/schema/shop';
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { NotFoundError } from '../../http/errors';
import { cardColumns, cardQuery, cardsByIds, listed, ORDER, PRODUCT_ID, toCards } from './catalog';
import { lookups, providersByIds } from './lookups';
import { accountProviderProfiles, SMALL_BUSINESS_NOTICE } from '../account/public';
import { traderInfoFromJson, traderInfoJsonSql, type TraderInfoJson } from '../onboarding/public';
import { basePriceText, imageUrl, type ProductCard, presentCard } from './present';
import { euros, eurosOrNull, reductionReference, splitGross } from '../../lib/money';
import type { ProductDetailAnswer } from './schemas';

export const PRODUCT_NOT_FOUND = 'Das Produkt wurde nicht gefunden.';

/** A variant in the product detail (`productInfo.variants`, inside the GraphQL `JSON` scalar). */
export const variantJsonSchema = wireSchema(
  'VariantJson',
  z.object({
    id: z.number().int(),
    is_default: z.boolean(),
    name: z.string(),
    article_no: z.string().nullable(),
    ean: z.string().nullable(),
    price_cents: z.number().int(),
    old_price_cents: z.number().int().nullable(),
    qty: z.number().int(),
    weight: z.number().nullable(),
    unit_weight: z.string().nullable(),
    lenght: z.number().nullable(),
    height: z.number().nullable(),
    width: z.number().nullable(),
    unit_whl: z.string().nullable(),
    measurement_unit: z.string().nullable(),
    unit_price_cents: z.number().int().nullable(),
    options: z.array(
      z.object({
        id: z.number().int(),
        feature_id: z.number().int().nullable(),
        feature_value_id: z.number().int().nullable(),
        name: z.string(),
        value: z.string(),
        custom_value: z.string().nullable(),
        is_color: z.boolean().nullable(),
      }),
    ),
  }),
);
type VariantJson = z.infer<typeof variantJsonSchema>;
interface ImageJson {
  id: number;
  image: string;
  alt: string;
  variant_id: number | null;
}
interface BulkJson {
  id: number;
  variant_id: number | null;
  min_qty: number;
  unit_price_cents: number;
}
interface DiscountJson {
  id: number;
  product_id: number;
  shop_product_variant_id: number | null;
  whole_sell_qty: number;
  whole_sell_discount: number | string;
  variant_name: string | null;
}
interface ShippingJson {
  id: number;
  name: string;
  price_cents: number;
  free_from_cents: number | null;
  delivery_time: string;
  is_pickup: boolean;
}
interface NamedJson {
  id: number;
  name: string;
  slug: string;
}
interface SeoJson {
  is_meta: boolean;
  meta_tag: string;
  meta_title: string;
  meta_description: string;
  tags: string;
}

/** Where a product is looked up: a numeric value is an id, anything else the slug. */
export function productKey(slugOrId: string): SQL {
  const text = slugOrId.trim();
  return /^\d{1,9}$/.test(text) ? eq(shopProducts.id, Number(text)) : eq(shopProducts.slug, text);
}

const json = <T>(query: SQL) => sql<T>`coalesce((${query}), '[]'::json)`;

/** The outer product's provider, written out like `PRODUCT_ID` (drizzle leaves a one-table select's columns unqualified). */
const PROVIDER_ID = sql.raw('"shop_products"."provider_id"');

/**
 * The whole product page in one query: the card fields, the page's own fields and the child rows as JSON, for a
 * listed product found by `where` (id or slug, as a placeholder).
 */
function detailQuery(db: Executor, where: SQL) {
  const p = shopProducts;
  return db
    .select({
      ...cardColumns,
      details: p.details,
      shortDescription: p.shortDescription,
      articleNumber: p.articleNumber,
      einNumber: p.einNumber,
      productCondition: p.productCondition,
      priceIncluded: p.priceIncluded,
      unit: p.unit,
      unitTypeId: p.unitTypeId,
      weight: p.weight,
      width: p.width,
      height: p.height,
      lenght: p.lenght,
      shopCategoryId: p.shopCategoryId,
      shopSubcategoryId: p.shopSubcategoryId,
      shopChildcategoryId: p.shopChildcategoryId,
      manufacturerId: p.manufacturerId,
      isLocalManufacturer: p.isLocalManufacturer,
      taxId: p.taxId,
      isPickup: p.isPickup,
      pickupAddress: p.pickupAddress,
      isCrossselling: p.isCrossselling,
      crosssellingType: p.crosssellingType,
      crosssellingCategoryId: p.crosssellingCategoryId,
      viewCount: p.viewCount,
      variants: json<VariantJson[]>(sql`select json_agg(json_build_object(
            'id', v.id, 'is_default', v.is_default, 'name', v.name, 'article_no', v.article_no, 'ean', v.ean,
            'price_cents', v.price_cents, 'old_price_cents', v.old_price_cents, 'qty', v.qty, 'weight', v.weight,
            'unit_weight', v.unit_weight, 'lenght', v.lenght, 'height', v.height, 'width', v.width, 'unit_whl', v.unit_whl,
            'measurement_unit', v.measurement_unit, 'unit_price_cents', v.unit_price_cents,
            'options', coalesce((select json_agg(json_build_object('id', o.id, 'feature_id', o.feature_id,
                'feature_value_id', o.feature_value_id, 'name', o.name, 'value', o.value, 'custom_value', o.custom_value,
                'is_color', f.is_color) order by o.position, o.id)
              from ${shopVariantOptions} o left join ${shopFeatures} f on f.id = o.feature_id where o.variant_id = v.id), '[]'::json)
          ) order by v.is_default desc, v.position, v.id) from ${shopProductVariants} v where v.product_id = ${PRODUCT_ID} and v.is_active`),
      images: json<ImageJson[]>(
        sql`select json_agg(json_build_object('id', i.id, 'image', i.image, 'alt', i.alt, 'variant_id', i.variant_id) order by i.variant_id nulls first, i.position, i.id) from ${shopProductImages} i where i.product_id = ${PRODUCT_ID}`,
      ),
      bulkPrices: json<BulkJson[]>(
        sql`select json_agg(json_build_object('id', b.id, 'variant_id', b.variant_id, 'min_qty', b.min_qty, 'unit_price_cents', b.unit_price_cents) order by b.variant_id nulls first, b.min_qty) from ${shopBulkPrices} b where b.product_id = ${PRODUCT_ID}`,
      ),
      discounts: json<DiscountJson[]>(
        sql`select json_agg(json_build_object('id', d.id, 'product_id', d.product_id, 'shop_product_variant_id', d.shop_product_variant_id, 'whole_sell_qty', d.whole_sell_qty, 'whole_sell_discount', d.whole_sell_discount, 'variant_name', dv.name) order by d.whole_sell_qty) from ${shopWholesaleDiscounts} d left join ${shopProductVariants} dv on dv.id = d.shop_product_variant_id where d.product_id = ${PRODUCT_ID}`,
      ),
      features: json<{ name: string; value: string }[]>(
        sql`select json_agg(json_build_object('name', pf.name, 'value', pf.value) order by pf.position, pf.id) from ${shopProductFeatures} pf where pf.product_id = ${PRODUCT_ID}`,
      ),
      tags: json<NamedJson[]>(
        sql`select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name) from ${shopProductTags} pt join ${shopTags} t on t.id = pt.tag_id where pt.product_id = ${PRODUCT_ID}`,
      ),
      shippings: json<ShippingJson[]>(
        sql`select json_agg(json_build_object('id', s.id, 'name', s.name, 'price_cents', s.price_cents, 'free_from_cents', s.free_from_cents, 'delivery_time', s.delivery_time, 'is_pickup', s.is_pickup) order by s.position, s.id) from ${shopProductShippings} ps join ${shopShippingMethods} s on s.id = ps.shipping_method_id where ps.product_id = ${PRODUCT_ID} and s.is_active`,
      ),
      seo: sql<SeoJson | null>`(select json_build_object('is_meta', s.is_meta, 'meta_tag', s.meta_tag, 'meta_title', s.meta_title, 'meta_description', s.meta_description, 'tags', s.tags) from ${shopProductSeo} s where s.product_id = ${PRODUCT_ID})`,
      crossIds: json<number[]>(
        sql`select json_agg(x.related_product_id order by x.position) from ${shopCrossSelling} x where x.product_id = ${PRODUCT_ID}`,
      ),
      // The provider's § 19 UStG flag (account read model, as `smallBusinessProviderIds`) and verified trader data
      // (onboarding's fragment, as `traderInfo`) come with the row instead of two more round trips per page.
      smallBusiness: sql<boolean>`exists (select 1 from ${accountProviderProfiles} ap where ap.user_id = ${PROVIDER_ID} and ap.small_business)`,
      trader: sql<TraderInfoJson | null>`${traderInfoJsonSql(PROVIDER_ID)}`,
    })
    .from(p)
    .where(and(where, listed))
    .limit(1);
}

function buildDetailStatements(db: Executor) {
  return {
    byId: detailQuery(db, eq(shopProducts.id, sql.placeholder('id'))).prepare('shop_detail_by_id'),
    bySlug: detailQuery(db, eq(shopProducts.slug, sql.placeholder('slug'))).prepare('shop_detail_by_slug'),
  };
}

const detailStatements = new WeakMap<Executor, ReturnType<typeof buildDetailStatements>>();

/**
 * The product page's statements, built once per database handle: building drizzle's SQL for these wide queries
 * cost more CPU per request than PostgreSQL needs to answer them. Named, so each pooled connection plans them once.
 */
function statementsFor(db: Executor): ReturnType<typeof buildDetailStatements> {
  let statements = detailStatements.get(db);
  if (!statements) {
    statements = buildDetailStatements(db);
    detailStatements.set(db, statements);
  }
  return statements;
}

/**
 * The product page: card fields plus everything the page shows, in one query (the product with its child rows, the
 * provider's small-business flag and trader data as JSON), and a second for the cross-selling cards when the product
 * has any. Taxes, categories, manufacturers, unit types and providers come from the in-process lookups (10 s).
 */
export async function productDetail(db: Executor, config: AppConfig, slugOrId: string): Promise<ProductDetailAnswer> {
  const statements = statementsFor(db);
  const key = slugOrId.trim();
  const [row] = /^\d{1,9}$/.test(key) ? await statements.byId.execute({ id: Number(key) }) : await statements.bySlug.execute({ slug: key });
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const extra = row;
  const [tables, providers] = await Promise.all([lookups(db), providersByIds(db, [row.providerId])]);
  const smallBusiness = row.smallBusiness;
  const trader = traderInfoFromJson(row.trader);

  const card = presentCard(config, row, tables, providers);
  const taxRate = card.tax;
  const named = (id: number | null): NamedJson | null => {
    const category = id === null ? undefined : tables.categories.get(id);
    return category ? { id: category.id, name: category.name, slug: category.slug } : null;
  };
  const unitType = extra.unitTypeId === null ? undefined : tables.unitTypes.get(extra.unitTypeId);
  const manufacturer = extra.manufacturerId === null ? undefined : tables.manufacturers.get(extra.manufacturerId);
  const provider = providers.get(row.providerId);
  const images = extra.images.map((image) => ({ ...image, image: imageUrl(config, image.image) ?? '' }));

  const variants = extra.variants.map((variant) => {
    const { netCents } = splitGross(variant.price_cents, taxRate);
    const baseCents =
      variant.unit_price_cents ??
      (row.unitPriceCents !== null && row.priceCents > 0 ? Math.round((row.unitPriceCents * variant.price_cents) / row.priceCents) : null);
    const measurementUnit = variant.measurement_unit ?? row.measurementUnit;
    return {
      id: variant.id,
      is_default: variant.is_default,
      name: variant.name,
      product_name: row.name,
      article_no: variant.article_no,
      ean: variant.ean,
      price: euros(variant.price_cents),
      price_cents: variant.price_cents,
      old_price: eurosOrNull(variant.old_price_cents),
      old_price_cents: variant.old_price_cents,
      lowest_price_30_days: eurosOrNull(reductionReference(variant.price_cents, variant.old_price_cents)),
      lowest_price_30_days_cents: reductionReference(variant.price_cents, variant.old_price_cents),
      gross_price: euros(variant.price_cents),
      net_price: euros(netCents),
      tax_rate: taxRate,
      unit_price_with_tax: euros(variant.price_cents),
      unit_price_without_tax: euros(netCents),
      qty: variant.qty,
      in_stock: variant.qty > 0,
      weight: variant.weight,
      unit_weight: variant.unit_weight,
      lenght: variant.lenght,
      height: variant.height,
      width: variant.width,
      unit_whl: variant.unit_whl,
      measurement_unit: measurementUnit,
      base_price: eurosOrNull(baseCents),
      base_price_cents: baseCents,
      base_price_label: basePriceText(baseCents, measurementUnit),
      images: images.filter((image) => image.variant_id === variant.id).map(({ id, image, alt }) => ({ id, image, alt })),
      variant_options: variant.options.map(({ is_color: _isColor, ...option }) => option),
    };
  });

  const options: { name: string; is_color: boolean; values: { value: string; custom_value: string | null }[] }[] = [];
  for (const variant of extra.variants) {
    for (const option of variant.options) {
      let group = options.find((entry) => entry.name === option.name);
      if (!group) {
        group = { name: option.name, is_color: option.is_color === true, values: [] };
        options.push(group);
      }
      if (!group.values.some((value) => value.value === option.value)) {
        group.values.push({ value: option.value, custom_value: option.custom_value });
      }
    }
  }

  let crossselling: ProductCard[] = [];
  if (extra.isCrossselling) {
    if (extra.crosssellingType === 'category' && extra.crosssellingCategoryId !== null) {
      const related = await cardQuery(db)
        .where(
          and(
            listed,
            sql`${extra.crosssellingCategoryId} in (${shopProducts.shopCategoryId}, ${shopProducts.shopSubcategoryId}, ${shopProducts.shopChildcategoryId})`,
            sql`${shopProducts.id} <> ${row.id}`,
          ),
        )
        .orderBy(...ORDER.popularity)
        .limit(8);
      crossselling = await toCards(db, config, related);
    } else if (extra.crossIds.length > 0) {
      crossselling = await cardsByIds(db, config, extra.crossIds.slice(0, 8));
    }
  }

  const productImages = images.filter((image) => image.variant_id === null);
  return {
    ...card,
    details: extra.details,
    short_description: extra.shortDescription,
    article_number: extra.articleNumber,
    ein_number: extra.einNumber,
    product_condition: extra.productCondition,
    price_included: extra.priceIncluded,
    unit: extra.unit,
    unit_type: unitType ?? null,
    weight: extra.weight,
    width: extra.width,
    height: extra.height,
    lenght: extra.lenght,
    shop_category_id: extra.shopCategoryId,
    shop_subcategory_id: extra.shopSubcategoryId,
    shop_childcategory_id: extra.shopChildcategoryId,
    subcategory: named(extra.shopSubcategoryId),
    childcategory: named(extra.shopChildcategoryId),
    breadcrumbs: [named(extra.shopCategoryId), named(extra.shopSubcategoryId), named(extra.shopChildcategoryId)].filter(
      (entry): entry is NamedJson => entry !== null,
    ),
    manufacturer_info: manufacturer ?? null,
    is_local_manufacturer: extra.isLocalManufacturer,
    tax_info: tables.taxes.get(extra.taxId) ?? { id: extra.taxId, name: `${taxRate} %`, value: taxRate },
    gallery: [
      ...(productImages.length === 0 && card.photo ? [{ id: 0, image: card.photo, alt: row.name, variant_id: null }] : []),
      ...images,
    ],
    variants,
    options,
    bulk_prices: extra.bulkPrices.map((tier) => ({
      id: tier.id,
      variant_id: tier.variant_id,
      min_qty: tier.min_qty,
      price: euros(tier.unit_price_cents),
      price_cents: tier.unit_price_cents,
    })),
    wholesale_discounts: extra.discounts.map((discount) => ({ ...discount, whole_sell_discount: Number(discount.whole_sell_discount) })),
    features: extra.features,
    tags: extra.tags,
    shipping_methods: extra.shippings.map((method) => ({
      id: method.id,
      name: method.name,
      price: euros(method.price_cents),
      price_cents: method.price_cents,
      free_from: eurosOrNull(method.free_from_cents),
      free_from_cents: method.free_from_cents,
      delivery_time: method.delivery_time,
      is_pickup: method.is_pickup,
    })),
    product_shippings: extra.shippings.map((method) => method.id),
    pickup_address: extra.isPickup ? extra.pickupAddress : null,
    provider: { ...card.provider, city: provider?.city ?? '', zip_code: provider?.zipCode ?? '' },
    /** § 19 UStG: the provider charges no VAT; the product page shows `vat_notice` instead of „inkl. MwSt.“. */
    small_business: smallBusiness,
    vat_notice: smallBusiness ? SMALL_BUSINESS_NOTICE : null,
    seo: extra.seo ?? { is_meta: false, meta_tag: '', meta_title: row.name, meta_description: '', tags: '' },
    is_crossselling: extra.isCrossselling,
    crossselling_type: extra.crosssellingType,
    crossselling_category_id: extra.crosssellingCategoryId,
    crossselling_products: crossselling,
    view_count: extra.viewCount,
    trader,
  };
}

export type ProductDetail = Awaited<ReturnType<typeof productDetail>>;
