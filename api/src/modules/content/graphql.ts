import type { IResolvers, MercuriusContext } from 'mercurius';
import { BANNER_PAGES, SEO_TYPES, type BannerPage, type SeoType } from '../../db/schema/content';
import { ValidationError } from '../../http/errors';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../http/validation';
import { DEFAULT_PAGE_SIZE, pageRequest } from '../../http/pagination';
import {
  findSeoData,
  getCheckoutPaymentContents,
  getCookieBanner,
  getProviderStepPopup,
  getRegistrationInfo,
  getText,
  listBanks,
  listBlogHotspots,
  listPageBanners,
  listSecurityTexts,
  listStickyLayers,
  type RegistrationRole,
} from './service';
import { TEXT_KEYS } from './seed-data';
import { latestProviders } from './providers';

const upper = (value: string): string => value.toUpperCase();

export const contentSchema = `
"Seiten mit eigenen Bannern."
enum BannerPage { ${BANNER_PAGES.map(upper).join(' ')} }

"Art der Registrierung."
enum RegistrationRole { CUSTOMER PROVIDER }

"Seitentypen mit SEO-Daten."
enum SeoType { ${SEO_TYPES.map(upper).join(' ')} }

"Ein redaktioneller Text."
type ContentText {
  id: ID!
  key: String!
  title: String!
  subtitle: String
  content: String!
  button_text: String
  button_url: String
  image: String
  updated_at: String!
}

"Ein Abschnitt eines Textes (Registrierungsvorteile, Schritte, Sicherheitshinweise)."
type ContentSection {
  id: ID!
  title: String!
  content: String!
  icon: String
  image: String
  position: Int!
}

type ContentSectionPaginator {
  data: [ContentSection!]!
  paginatorInfo: PaginatorInfo!
}

type RegistrationInfo {
  role: RegistrationRole!
  title: String!
  subtitle: String
  content: String!
  sections: [ContentSection!]!
}

type ProviderStepPopup {
  title: String!
  content: String!
  button_text: String
  button_url: String
  steps: [ContentSection!]!
}

type Bank {
  id: ID!
  pincode: String!
  bank_name: String!
  is_default: Boolean!
  admin_default: Boolean!
}

type BankPaginator {
  data: [Bank!]!
  paginatorInfo: PaginatorInfo!
}

type PageBanner {
  id: ID!
  page: BannerPage!
  title: String!
  subtitle: String
  image: String!
  image_mobile: String
  alt_text: String!
  button_text: String
  button_url: String
  position: Int!
}

type PageBannerPaginator {
  data: [PageBanner!]!
  paginatorInfo: PaginatorInfo!
}

type StickyLayer {
  id: ID!
  page: String!
  title: String!
  content: String!
  button_text: String
  button_url: String
  position: Int!
}

type StickyLayerPaginator {
  data: [StickyLayer!]!
  paginatorInfo: PaginatorInfo!
}

type BlogHotspot {
  id: ID!
  title: String!
  slug: String!
  excerpt: String!
  image: String!
  url: String!
  published_at: String!
}

type BlogHotspotPaginator {
  data: [BlogHotspot!]!
  paginatorInfo: PaginatorInfo!
}

type SeoData {
  type: SeoType!
  slug: String!
  is_meta: Boolean!
  meta_title: String!
  meta_description: String!
  meta_tag: String!
  tags: [String!]!
  og_image: String
}

type CheckoutPaymentContents {
  cash_payment: ContentText
  terms: ContentText
}

type CookieContent {
  id: ID!
  name: String!
  provider: String!
  purpose: String!
  duration: String!
  storage: String!
}

type CookieType {
  id: ID!
  key: String!
  name: String!
  description: String!
  is_required: Boolean!
  contents: [CookieContent!]!
}

type CookieBanner {
  title: String!
  content: String!
  accept_all_text: String!
  accept_selected_text: String!
  reject_text: String!
  settings_text: String!
  privacy_url: String!
  imprint_url: String!
  # the consent version: a choice stored under another one counts as none (the banner asks again)
  version: Int!
  cookie_types: [CookieType!]!
}

"Ein Anbieter im Teaser „Neue Anbieter“."
type LatestProvider {
  id: ID!
  company_name: String!
  slug: String!
  city: String!
  avatar: String
  created_at: String!
}

extend type Query {
  "Text über der Paketauswahl."
  packageText: ContentText
  "Überschrift und Abschnitte der Registrierungsseite."
  registrationInfo(role: RegistrationRole = CUSTOMER): RegistrationInfo
  "Text der Seite „Passwort vergessen“."
  forgotPasswordText: ContentText
  "Text über der Bankauswahl."
  banksListText: ContentText
  "Hinweis, wenn eine Funktion eine Anmeldung verlangt."
  loginPopupInfo: ContentText
  "Banken; pincode (Bankleitzahl) filtert nach ihrem Anfang."
  bankList(pincode: String, first: Int = ${DEFAULT_PAGE_SIZE}, page: Int = 1): BankPaginator!
  "Banner einer Seite; pageNumber blättert, weil page die Seite nennt."
  pageBanners(page: BannerPage!, first: Int = ${DEFAULT_PAGE_SIZE}, pageNumber: Int = 1): PageBannerPaginator!
  "Texte der Sicherheitsseite."
  securityTexts(first: Int = ${DEFAULT_PAGE_SIZE}, page: Int = 1): ContentSectionPaginator!
  "Inhalte der Sticky-Layer."
  stickyLayers(first: Int = ${DEFAULT_PAGE_SIZE}, page: Int = 1): StickyLayerPaginator!
  "Blog-Teaser, neueste zuerst."
  blogHotspots(first: Int = ${DEFAULT_PAGE_SIZE}, page: Int = 1): BlogHotspotPaginator!
  "SEO-Daten einer Seite; null, wenn keine hinterlegt sind."
  seoData(type: SeoType!, slug: String!): SeoData
  "Texte im Checkout: Barzahlung und AGB-Hinweis."
  checkoutPaymentContents: CheckoutPaymentContents!
  "Popup nach der Registrierung als Anbieter."
  providerRegisteredPopup: ContentText
  "Popup mit den Einrichtungsschritten für Anbieter."
  providerStepPopup: ProviderStepPopup
  "Cookie-Banner mit Kategorien und deren Cookies."
  cookieBanner: CookieBanner
  "Die neuesten sichtbaren Anbieter (first: 1–24, Standard 6)."
  latestProviders(first: Int = 6): [LatestProvider!]!
}
`;

const SLUG_MAX = 200;

interface PageArgs {
  first: number | null;
  page: number | null;
}

type Resolver<Args, Result> = (root: unknown, args: Args, context: MercuriusContext) => Promise<Result>;

function textResolver(key: string): Resolver<Record<string, never>, Awaited<ReturnType<typeof getText>>> {
  return (_root, _args, context) => getText(context.db, key);
}

const queries = {
  packageText: textResolver(TEXT_KEYS.packageText),
  forgotPasswordText: textResolver(TEXT_KEYS.forgotPassword),
  banksListText: textResolver(TEXT_KEYS.banksList),
  loginPopupInfo: textResolver(TEXT_KEYS.loginPopup),
  providerRegisteredPopup: textResolver(TEXT_KEYS.providerRegisteredPopup),
  registrationInfo: async (_root: unknown, args: { role: string | null }, context: MercuriusContext) => {
    const info = await getRegistrationInfo(context.db, (args.role ?? 'CUSTOMER').toLowerCase() as RegistrationRole);
    return info && { ...info, role: upper(info.role) };
  },
  bankList: (_root: unknown, args: PageArgs & { pincode?: string | null }, context: MercuriusContext) => {
    const pincode = args.pincode?.trim();
    if (pincode && !/^\d{1,8}$/.test(pincode)) {
      throw ValidationError.field('pincode', 'Bitte geben Sie eine bis acht Ziffern der Bankleitzahl an.');
    }
    return listBanks(context.db, pincode || undefined, pageRequest(args.first, args.page));
  },
  pageBanners: async (
    _root: unknown,
    args: { page: string; first: number | null; pageNumber: number | null },
    context: MercuriusContext,
  ) => {
    const result = await listPageBanners(
      context.db,
      args.page.toLowerCase() as BannerPage,
      pageRequest(args.first, args.pageNumber, 'pageNumber'),
    );
    return { ...result, data: result.data.map((banner) => ({ ...banner, page: upper(banner.page) })) };
  },
  securityTexts: (_root: unknown, args: PageArgs, context: MercuriusContext) =>
    listSecurityTexts(context.db, pageRequest(args.first, args.page)),
  stickyLayers: (_root: unknown, args: PageArgs, context: MercuriusContext) =>
    listStickyLayers(context.db, pageRequest(args.first, args.page)),
  blogHotspots: (_root: unknown, args: PageArgs, context: MercuriusContext) =>
    listBlogHotspots(context.db, pageRequest(args.first, args.page)),
  seoData: async (_root: unknown, args: { type: string; slug: string }, context: MercuriusContext) => {
    const slug = args.slug.trim();
    if (slug.length === 0 || slug.length > SLUG_MAX) {
      throw ValidationError.field('slug', `Der Slug muss zwischen 1 und ${SLUG_MAX} Zeichen lang sein.`);
    }
    if (!hasNoNulCharacter(slug)) throw ValidationError.field('slug', NUL_CHARACTER_MESSAGE);
    const seo = await findSeoData(context.db, args.type.toLowerCase() as SeoType, slug);
    return seo && { ...seo, type: upper(seo.type) };
  },
  checkoutPaymentContents: (_root: unknown, _args: unknown, context: MercuriusContext) => getCheckoutPaymentContents(context.db),
  providerStepPopup: (_root: unknown, _args: unknown, context: MercuriusContext) => getProviderStepPopup(context.db),
  cookieBanner: (_root: unknown, _args: unknown, context: MercuriusContext) => getCookieBanner(context.db),
  latestProviders: (_root: unknown, args: { first: number | null }, context: MercuriusContext) => {
    const first = args.first ?? 6;
    if (!Number.isInteger(first) || first < 1 || first > 24)
      throw ValidationError.field('first', 'Der Wert muss zwischen 1 und 24 liegen.');
    return latestProviders(context.db, first);
  },
};

export const contentResolvers = { Query: queries } as unknown as IResolvers;
