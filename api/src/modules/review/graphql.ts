import type { IResolvers, MercuriusContext } from 'mercurius';
import { ValidationError } from '../../http/errors';
import { paginatorInfo } from '../../http/pagination';
import { pageReviews, ratingOverview } from './service';

export const MAX_REVIEWS_PER_PAGE = 50;
const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

export const reviewSchema = `
"Verfasser einer Bewertung: Vorname und Initial des Nachnamens; id null bei anonymen Bewertungen."
type ProductReviewer {
  id: Int
  name: String!
}

"Eine Produktbewertung (1–5 Sterne mit Text) eines geprüften Käufers."
type ProductReview {
  id: Int!
  product_id: Int!
  rating: Int!
  title: String
  review: String!
  review_date: String!
  updated_at: String!
  reviewer: ProductReviewer!
  user_name: String!
  anonym: Int!
  verified_purchase: Boolean!
  checked: Int!
  is_own: Boolean!
}

type ProductReviewCounts {
  rating_1: Int!
  rating_2: Int!
  rating_3: Int!
  rating_4: Int!
  rating_5: Int!
}

"Sternverteilung der veröffentlichten Bewertungen; avg_rating auf eine Nachkommastelle."
type ProductReviewSummary {
  avg_rating: Float!
  total_review: Int!
  count_by_rating: ProductReviewCounts!
}

"Wie Bewertungen geprüft werden (§ 5b Abs. 3 UWG), zum Anzeigen auf der Produktseite."
type ProductReviewPolicy {
  only_verified_buyers: Boolean!
  text: String!
}

"Was der angemeldete Besucher tun kann; reason erklärt, warum er nicht bewerten kann."
type ProductReviewViewer {
  logged_in: Boolean!
  can_review: Boolean!
  reason: String
  own_review: ProductReview
}

type ProductReviewPaginator {
  data: [ProductReview!]!
  paginatorInfo: PaginatorInfo!
  summary: ProductReviewSummary!
  policy: ProductReviewPolicy!
  viewer: ProductReviewViewer!
}

extend type Query {
  "Bewertungen eines Produkts, die neuesten zuerst (first 1–${MAX_REVIEWS_PER_PAGE}), mit Verteilung, Prüfhinweis und den Möglichkeiten des Besuchers."
  reviewsByProductId(product_id: Int!, first: Int = 5, page: Int = 1): ProductReviewPaginator!
}
`;

interface ReviewsArgs {
  product_id: number;
  first: number | null;
  page: number | null;
}

export const reviewResolvers: IResolvers = {
  Query: {
    reviewsByProductId: async (_root: unknown, args: ReviewsArgs, context: MercuriusContext) => {
      const first = args.first ?? 5;
      const page = args.page ?? 1;
      const errors: Record<string, string[]> = {};
      if (args.product_id < 1 || args.product_id > MAX_ID) errors.product_id = ['Die Produkt-ID muss eine positive ganze Zahl sein.'];
      if (first < 1 || first > MAX_REVIEWS_PER_PAGE) errors.first = [`first muss zwischen 1 und ${MAX_REVIEWS_PER_PAGE} liegen.`];
      if (page < 1 || page > MAX_PAGE) errors.page = [`page muss zwischen 1 und ${MAX_PAGE.toLocaleString('de-DE')} liegen.`];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const target = { type: 'product' as const, id: args.product_id };
      const user = context.user ? { id: context.user.id, role: context.user.role } : null;
      const overview = await ratingOverview(context.db, target, user);
      const request = { page, perPage: first };
      const { rows, total } = await pageReviews(context.db, target, request, user?.id ?? null);
      return { data: rows, paginatorInfo: paginatorInfo(request, total, rows.length), ...overview };
    },
  },
};
