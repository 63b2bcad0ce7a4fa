import type { IResolvers, MercuriusContext } from 'mercurius';
import { ValidationError } from '../../../http/errors';
import { requireAccess } from '../../../plugins/graphql';
import { pageRequest } from '../../../http/pagination';
import { isProductStatus, providerProducts, providerShippings } from './dashboard';
import { listWholesaleDiscounts } from './prices';
import { productDetail, productImages, productSeo, productTags } from './products';
import { listFeatures, providerProductVariants } from './variants';

export const providerShopSchema = `
type ProviderProductRow {
  id: ID!
  name: String!
  sku: String!
  slug: String!
  status: String!
  product_type: String!
  price: Float!
  price_cents: Int!
  stock: Int!
  photo: String
  category_name: String
  is_variants: Int!
  variants_count: Int!
  created_at: String!
}

type ProviderProductPaginator {
  data: [ProviderProductRow!]!
  paginatorInfo: PaginatorInfo!
}

type ProviderSeoInfo {
  product_id: ID!
  is_meta: Int!
  meta_tag: String!
  meta_title: String!
  meta_description: String!
  tags: String!
}

type ProviderTag {
  id: ID!
  name: String!
}

type ProviderWholesaleDiscount {
  id: ID!
  product_id: ID!
  shop_product_variant_id: ID
  whole_sell_qty: Int!
  whole_sell_discount: Float!
  variant_name: String
}

type ProviderFeatureValue {
  id: ID!
  name: String!
  custom_value: String
}

type ProviderFeature {
  id: ID!
  name: String!
  is_color: Int!
  own: Int!
  values: [ProviderFeatureValue!]!
}

type ProviderImage {
  id: ID!
  image: String!
  variant_id: ID
  position: Int!
}

type ProviderVariantOption {
  feature_id: ID
  feature_value_id: ID
  name: String!
  value: String!
  custom_value: String
}

type ProviderVariant {
  id: ID!
  product_id: ID!
  product_name: String!
  is_default: Int!
  name: String!
  article_no: String
  ean: String
  tax_rate: Int!
  gross_price: Float!
  gross_price_cents: Int!
  net_price: Float!
  net_price_cents: Int!
  unit_price_with_tax: Float
  unit_price_without_tax: Float
  old_price: Float
  qty: Int!
  weight: Float
  unit_weight: String
  lenght: Float
  height: Float
  width: Float
  unit_whl: String
  measurement_unit: String
  variant_options: [ProviderVariantOption!]!
  images: [ProviderImage!]!
}

type ProviderShipping {
  id: ID!
  name: String!
  price: Float!
  free_from: Float
  delivery_time: String!
  is_pickup: Int!
}

extend type Query {
  "Eigene Produkte; keyword sucht in Name, SKU und Artikelnummer; status: draft, active, inactive."
  providerProducts(keyword: String, first: Int = 10, page: Int = 1, status: String): ProviderProductPaginator!
  "Ein eigenes Produkt mit allen Feldern des Editors (Form wie REST)."
  providerProductInfo(product_id: ID!): JSON!
  providerProductSeoInfo(product_id: ID!): ProviderSeoInfo!
  providerProductTags(product_id: ID!): [ProviderTag!]!
  providerWholesaleDiscounts(product_id: ID!): [ProviderWholesaleDiscount!]!
  "Merkmale mit Werten (allgemeine und eigene)."
  providerFeatures: [ProviderFeature!]!
  providerProductVariants(product_id: ID!): [ProviderVariant!]!
  providerProductImages(product_id: ID!): [ProviderImage!]!
  "Eigene Versandarten."
  providerShippings: [ProviderShipping!]!
}
`;

function productId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw ValidationError.field('product_id', 'Bitte geben Sie eine gültige Produktnummer an.');
  }
  return id;
}

type ProductArgs = { product_id: string };

const queries = {
  providerProducts: (
    _root: unknown,
    args: { keyword?: string | null; first: number | null; page: number | null; status?: string | null },
    context: MercuriusContext,
  ) => {
    const user = requireAccess(context, 'provider');
    const keyword = args.keyword ?? undefined;
    if (keyword !== undefined && (keyword.length > 200 || keyword.includes('\u0000'))) {
      throw ValidationError.field('keyword', 'Der Suchbegriff ist ungültig (höchstens 200 Zeichen).');
    }
    const status = args.status ?? undefined;
    if (status !== undefined && !isProductStatus(status))
      throw ValidationError.field('status', 'Erlaubt sind draft, active oder inactive.');
    return providerProducts(context.db, context.config, user.id, { keyword, status }, pageRequest(args.first, args.page));
  },
  providerProductInfo: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    productDetail(context.db, context.config, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerProductSeoInfo: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    productSeo(context.db, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerProductTags: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    productTags(context.db, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerWholesaleDiscounts: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    listWholesaleDiscounts(context.db, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerFeatures: (_root: unknown, _args: unknown, context: MercuriusContext) =>
    listFeatures(context.db, requireAccess(context, 'provider').id),
  providerProductVariants: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    providerProductVariants(context.db, context.config, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerProductImages: (_root: unknown, args: ProductArgs, context: MercuriusContext) =>
    productImages(context.db, context.config, requireAccess(context, 'provider').id, productId(args.product_id)),
  providerShippings: (_root: unknown, _args: unknown, context: MercuriusContext) =>
    providerShippings(context.db, requireAccess(context, 'provider').id),
};

export const providerShopResolvers = { Query: queries } as unknown as IResolvers;
