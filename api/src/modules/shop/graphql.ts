import type { IResolvers, MercuriusContext } from 'mercurius';
import { NotFoundError, ValidationError } from '../../http/errors';
import { paginatorInfo } from '../../http/pagination';
import { hasNul } from '../../http/validation';
import { findCategory } from './catalog';
import { productDetail, searchProducts } from './service';

const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;

/** Public shop queries of the graph list (spec 01 §7): products by category slug, product info, SEO info. */
export const shopSchema = `
"Produktkarte (Felder wie REST ProductCard, siehe api/src/modules/shop/README.md)."
type ShopProductCard {
  id: Int!
  name: String!
  slug: String!
  price: Float!
  price_cents: Int!
  previous_price: Float
  tax: Int!
  photo: String
  stock: Int!
  in_stock: Boolean!
  base_price_label: String
  avg_rating: Float!
  total_review: Int!
  category_name: String
  default_variant_id: Int
  provider: JSON!
}

type ShopProductPaginator {
  data: [ShopProductCard!]!
  paginatorInfo: PaginatorInfo!
}

"SEO-Daten einer Produktseite."
type ShopProductSeo {
  is_meta: Boolean!
  meta_tag: String!
  meta_title: String!
  meta_description: String!
  tags: String!
}

extend type Query {
  "Gelistete Produkte einer Kategorie beliebiger Ebene (Slug), neueste zuerst."
  productsByCategorySlug(slug: String!, first: Int = 20, page: Int = 1): ShopProductPaginator!
  "Die Produktseite (wie GET /shop/productBySlug/{slug}); Slug oder numerische Id."
  productInfo(slug: String!): JSON!
  "SEO-Daten einer Produktseite; Slug oder numerische Id."
  productSeoInfo(slug: String!): ShopProductSeo!
}
`;

function checkSlug(slug: string): string {
  const value = slug.trim();
  if (!value || value.length > 200 || hasNul(value)) throw ValidationError.field('slug', 'Bitte geben Sie einen gültigen Slug an.');
  return value;
}

export const shopResolvers: IResolvers = {
  Query: {
    productsByCategorySlug: async (
      _root: unknown,
      args: { slug: string; first: number | null; page: number | null },
      context: MercuriusContext,
    ) => {
      const slug = checkSlug(args.slug);
      const first = args.first ?? 20;
      const page = args.page ?? 1;
      const errors: Record<string, string[]> = {};
      if (first < 1 || first > MAX_PER_PAGE) errors.first = [`first muss zwischen 1 und ${MAX_PER_PAGE} liegen.`];
      if (page < 1 || page > MAX_PAGE) errors.page = [`page muss zwischen 1 und ${MAX_PAGE.toLocaleString('de-DE')} liegen.`];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      if (!(await findCategory(context.db, slug))) throw new NotFoundError('Die Kategorie wurde nicht gefunden.');
      const result = await searchProducts(context.db, context.config, { category: slug, page, perPage: first });
      return { data: result.data, paginatorInfo: paginatorInfo({ page, perPage: first }, result.total_records, result.data.length) };
    },
    productInfo: async (_root: unknown, args: { slug: string }, context: MercuriusContext) =>
      productDetail(context.db, context.config, checkSlug(args.slug)),
    productSeoInfo: async (_root: unknown, args: { slug: string }, context: MercuriusContext) =>
      (await productDetail(context.db, context.config, checkSlug(args.slug))).seo,
  },
};
