import type {
  ApiData,
  ApiFailure,
  ApiRequestBody,
  Envelope,
  Graphql,
  ImportReport,
  PageBanner,
  PageEnvelope,
  PostSummary,
  VariantJson,
  WireShape,
} from '.';

/** `true` only when A and B are the same type (a compile-time check; tsc runs over the tests). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(value: Same<A, B>) => value;

describe('the generated wire contract', () => {
  it('describes the CSV import report with its encoding and a non-null error column', () => {
    const report: ImportReport = {
      total: 1,
      created: 1,
      updated: 0,
      failed: 0,
      encoding: 'windows-1252',
      rows: [{ row: 2, sku: 'A-1', action: 'created', product_id: 7, price_notice: null }],
      errors: [],
    };
    same<ImportReport['errors'][number]['column'], string>(true);
    same<ImportReport['encoding'], 'utf-8-bom' | 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'>(true);
    expect(report.encoding).toBe('windows-1252');
  });

  it('types a route’s envelope data from its declared response schema', () => {
    const body: ApiRequestBody<'/login', 'post'> = { email: 'kunde@example.com', password: 'geheim' };
    type Data = ApiData<'/login', 'post'>;
    same<[Data] extends [never] ? true : false, false>(true);
    same<Extract<Data, { token: string }>['token'], string>(true);
    expect(body.email).toContain('@');
  });

  it('types the shop’s cart, product page and checkout answers from their response schemas', () => {
    same<ApiData<'/cart', 'get'>, WireShape<'Cart'>>(true);
    same<ApiData<'/shop/productBySlug/{slug}', 'get'>, WireShape<'ProductDetail'>>(true);
    same<ApiData<'/api/search', 'get'>['data'][number], WireShape<'ProductCard'>>(true);
    same<WireShape<'CartLine'>['problem'], 'unknown' | 'inactive' | 'withdrawn' | 'out_of_stock' | 'bundle_unavailable' | null>(true);
    same<NonNullable<ApiData<'/orderPlace', 'post'>['payment_terms']>['method'], 'invoice' | 'sepa_debit'>(true);
    const count: ApiData<'/cart/count', 'get'> = { cart_key: null, item_count: 0 };
    expect(count.item_count).toBe(0);
  });

  it('types the account area’s addresses, notifications, countries and notices from named shapes', () => {
    same<ApiData<'/billing-address', 'get'>[number], WireShape<'Address'>>(true);
    same<ApiData<'/getBillingAddress', 'get'>, WireShape<'Address'> | null>(true);
    same<ApiData<'/api/allNotifications', 'get'>[number], WireShape<'Notification'>>(true);
    same<ApiData<'/getNotificationSettings', 'get'>[number], WireShape<'NotificationSetting'>>(true);
    same<ApiData<'/countries', 'get'>[number], WireShape<'Country'>>(true);
    same<ApiData<'/moderation/reports', 'post'>, WireShape<'ModerationReport'>>(true);
    same<WireShape<'NotificationSetting'>['notification_value'], 0 | 1>(true);
    const flag: WireShape<'Address'>['alternate_email'] = 1;
    expect(flag).toBe(1);
  });

  it('wraps rows in the list envelope with the paginator', () => {
    const page: PageEnvelope<PostSummary> = {
      status: true,
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    };
    const one: Envelope<VariantJson['options']> = { status: true, data: [] };
    const failure: ApiFailure = { status: false, code: 'VALIDATION_FAILED', message: 'Bitte prüfen.', errors: { email: ['Pflichtfeld'] } };
    expect([page.meta.total, one.data.length, failure.code]).toEqual([0, 0, 'VALIDATION_FAILED']);
  });

  it('takes GraphQL types from the schema, nullable fields as null rather than optional', () => {
    same<PageBanner, Graphql.PageBanner>(true);
    same<PageBanner['subtitle'], string | null>(true);
    const banner: PageBanner = {
      id: '1',
      page: 'HOME',
      title: 'Willkommen',
      subtitle: null,
      image: '/b.jpg',
      image_mobile: null,
      alt_text: 'Banner',
      button_text: null,
      button_url: null,
      position: 1,
    };
    expect(banner.page).toBe('HOME');
  });
});
