import type { IResolvers, MercuriusContext } from 'mercurius';
import { UnauthorizedError, ForbiddenError } from '../../http/errors';
import { listParentIndustries, listSubIndustries } from '../reference/public';
import { providerPageData, providerStoreInfo } from './provider-page';

const PAGE_FIELDS = `
  user_id: Int!
  slug: String!
  is_preview: Boolean!
  gender: String
  first_name: String!
  last_name: String!
  avatar: String
  vendor_text: String!
  calling_code: String
  show_chat: Int!
  show_hide_text: String!
  show_profile: Int!
  company_logo: String
  company_name: String!
  url: String
  description: String!
  description_contents: [ProviderDescriptionContent!]!
  street: String!
  street_number: String!
  postal_code: String!
  city: String!
  lat: Float
  lng: Float
  phone: String
  always_open: Int!
  show_gallery: Int!
  provider_value: String
  is_premium: Boolean!
  second_email: String
  image: String
  thumbnail: String
  avg_rating: Float!
  total_review: Int!
  quantity_of_sales: Int!
  count_by_rating: ProviderRatingCounts!
  show_rating: Int!
  show_lead: Int!
  show_product: Int!
  wishlist: Boolean!
  preferences: [String!]!
  certificates: [ProviderCertificate!]!
  company_images: [ProviderCompanyImage!]!
  company_contents: [ProviderCompanyContent!]!
`;

export const storesSchema = `
type ProviderDescriptionEntry { content: String! position: Int! }
type ProviderDescriptionContent { id: Int! content_type: String! position: Int! contents: [ProviderDescriptionEntry!]! }
type ProviderCertificate { id: Int! name: String! text: String! image: String }
type ProviderCompanyImage { id: Int! image: String }
type ProviderCompanyContent {
  id: Int! title: String! image: String date: String status: Int! button_url: String button_text: String! text: String!
  price: String is_disabled: Int! is_external_url: Int! external_url: String internal_url: String dicounted_price: String
}
type ProviderRatingCounts { rating_1: Int! rating_2: Int! rating_3: Int! rating_4: Int! rating_5: Int! }

"Öffentliche Anbieterseite (spec 02 §3 „Provider (public page)“)."
type ProviderPage {${PAGE_FIELDS}}

"Eigene Firmendaten und Anbieterseite des angemeldeten Anbieters."
type ProviderProfileInfo {
  user_id: Int!
  slug: String
  gender: String
  first_name: String!
  last_name: String!
  email: String!
  phone: String
  company_name: String!
  street: String!
  house_number: String!
  zip_code: String!
  city: String!
  show_profile: Int!
  second_email: String
  vat_number: String
  company_registration_number: String
  invoice_text_1: String
  invoice_text_2: String
  invoice_text_3: String
  invoice_text_4: String
  invoice_text_5: String
  "§ 19 UStG small business (1/0): sells without VAT."
  small_business: Int!
  company_logo: String
  description: String!
  url: String
  vendor_text: String!
  show_hide_text: String!
  show_chat: Int!
  show_gallery: Int!
  show_rating: Int!
  show_lead: Int!
  show_product: Int!
  description_contents: [ProviderDescriptionContent!]!
  certificates: [ProviderCertificate!]!
  company_images: [ProviderCompanyImage!]!
  company_contents: [ProviderCompanyContent!]!
}

type SubIndustry { id: Int! name: String! slug: String! parent_id: Int! }
"Branche mit ihren Unterbranchen (Filter der Anbietersuche)."
type Industry { id: Int! name: String! slug: String! sub_industries: [SubIndustry!]! }

extend type Query {
  "Anbieterseite nach Adresse; preview nur für den Anbieter selbst (sonst NOT_FOUND)."
  providerBySlug(slug: String!, preview: Boolean = false): ProviderPage!
  "Firmendaten und Anbieterseite des angemeldeten Anbieters."
  providerProfileInfo: ProviderProfileInfo!
  "Alle aktiven Branchen mit Unterbranchen."
  industries: [Industry!]!
}
`;

export const storesResolvers: IResolvers = {
  Query: {
    providerBySlug: async (_root: unknown, args: { slug: string; preview: boolean | null }, context: MercuriusContext) =>
      providerPageData(
        context.db,
        context.config,
        args.slug.slice(0, 200),
        context.user ? { id: context.user.id } : null,
        args.preview === true,
      ),
    providerProfileInfo: async (_root: unknown, _args: unknown, context: MercuriusContext) => {
      if (!context.user) throw context.authFailure ?? new UnauthorizedError('Bitte melden Sie sich an.');
      if (context.user.role !== 'Company') throw new ForbiddenError('Nur für Anbieter.');
      return providerStoreInfo(context.db, context.config, context.user.id);
    },
    industries: async (_root: unknown, _args: unknown, context: MercuriusContext) => {
      const parents = await listParentIndustries(context.db);
      return Promise.all(parents.map(async (parent) => ({ ...parent, sub_industries: await listSubIndustries(context.db, parent.id) })));
    },
  },
};
