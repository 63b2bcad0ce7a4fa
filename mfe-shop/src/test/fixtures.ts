import { authStore, familyStateStore } from '@marktplatz/shared';
import { ok, type Reply } from '@marktplatz/shared/testing';
import type { Cart, CartItem, VatLine } from '../entities/cart';
import type { ProductSummary } from '../entities/product';
import type { ProductDetail, Variant } from '../features/product/types';

const cents = (euros: number) => Math.round(euros * 100);

function vat(rate: number, net: number, tax: number, gross: number): VatLine {
  return { rate, net, tax, gross, net_cents: cents(net), tax_cents: cents(tax), gross_cents: cents(gross) };
}

/** A product card of the lists (every field the API sends). */
export function card(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const price = overrides.price ?? 9.99;
  return {
    id: 1,
    name: 'Produkt',
    slug: 'produkt',
    sku: 'SKU-1',
    product_type: 'normal',
    price,
    price_cents: cents(price),
    previous_price: null,
    previous_price_cents: null,
    discount_percent: null,
    lowest_price_30_days: null,
    lowest_price_30_days_cents: null,
    tax: 19,
    photo: null,
    stock: 10,
    in_stock: true,
    unit_price: null,
    unit_price_cents: null,
    measurement_unit: null,
    base_price_label: null,
    is_pickup: false,
    is_variants: false,
    variant_count: 1,
    default_variant_id: null,
    avg_rating: 0,
    total_review: 0,
    provider: { id: 3, name: 'Textil Weber', slug: 'textil-weber-3' },
    category: null,
    category_name: null,
    manufacturer: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The honey of the catalogue pages' tests: a card with a Grundpreis, a rating and its provider. */
export function honey(): ProductSummary {
  return card({
    id: 7,
    name: 'Bio-Honig 500 g',
    slug: 'bio-honig-500-g',
    price: 7.5,
    base_price_label: '15,00 € / 1 kg',
    avg_rating: 4,
    total_review: 3,
    provider: { id: 4, name: 'Hofladen Sonnenfeld', slug: 'hofladen-sonnenfeld-4' },
  });
}

/** `shop/getCategories`: a category with products and a subcategory, and an empty one. */
export const categoryTreeAnswer = (): Reply =>
  ok([
    { id: 1, name: 'Lebensmittel', product_count: 12, subcategories: [{ id: 2, name: 'Honig' }] },
    { id: 3, name: 'Leer', product_count: 0, subcategories: [] },
  ]);

/** A catalogue page as a new visitor opens it: nobody signed in, no remembered sort or filter, no closed layer. */
export function freshCatalogVisit(): void {
  authStore.reset();
  familyStateStore.resetMemory();
  window.sessionStorage.clear();
}

function variant(id: number, farbe: string, groesse: string, price: number, qty: number, isDefault = false): Variant {
  return {
    id,
    is_default: isDefault,
    name: `${farbe}, ${groesse}`,
    product_name: 'Leinenhemd Classic',
    article_no: `HEMD-${id}`,
    ean: null,
    price,
    price_cents: cents(price),
    old_price: null,
    old_price_cents: null,
    lowest_price_30_days: null,
    lowest_price_30_days_cents: null,
    gross_price: price,
    net_price: Math.round((price / 1.19) * 100) / 100,
    tax_rate: 19,
    unit_price_with_tax: price,
    unit_price_without_tax: Math.round((price / 1.19) * 100) / 100,
    qty,
    in_stock: qty > 0,
    weight: null,
    unit_weight: null,
    lenght: null,
    height: null,
    width: null,
    unit_whl: null,
    measurement_unit: null,
    base_price: null,
    base_price_cents: null,
    base_price_label: null,
    images: [{ id: 100 + id, image: `/img/hemd-${id}.jpg`, alt: `Hemd ${farbe}` }],
    variant_options: [
      { id: id * 10, feature_id: null, feature_value_id: null, name: 'Farbe', value: farbe, custom_value: null },
      { id: id * 10 + 1, feature_id: null, feature_value_id: null, name: 'Größe', value: groesse, custom_value: null },
    ],
  };
}

/** A shirt in two colours and two sizes with a product-wide bulk tier from 10 pieces. */
export function shirt(): ProductDetail {
  return {
    ...card({
      id: 42,
      name: 'Leinenhemd Classic',
      slug: 'leinenhemd-classic',
      price: 12.99,
      photo: '/img/hemd.jpg',
      avg_rating: 4.5,
      total_review: 2,
      is_pickup: true,
      is_variants: true,
      variant_count: 4,
      default_variant_id: 11,
    }),
    details: 'Luftiges Hemd aus Leinen.',
    short_description: '',
    article_number: null,
    ein_number: null,
    product_condition: 'new',
    price_included: true,
    unit: null,
    unit_type: null,
    weight: null,
    width: null,
    height: null,
    lenght: null,
    shop_category_id: null,
    shop_subcategory_id: null,
    shop_childcategory_id: null,
    subcategory: null,
    childcategory: null,
    breadcrumbs: [],
    manufacturer_info: null,
    is_local_manufacturer: false,
    tax_info: { id: 1, name: '19 %', value: 19 },
    gallery: [{ id: 1, image: '/img/hemd.jpg', alt: 'Hemd', variant_id: null }],
    variants: [
      variant(11, 'Blau', 'M', 12.99, 20, true),
      variant(12, 'Blau', 'L', 13.99, 3),
      variant(13, 'Rot', 'M', 14.49, 0),
      variant(14, 'Rot', 'L', 14.99, 8),
    ],
    options: [
      {
        name: 'Farbe',
        is_color: false,
        values: [
          { value: 'Blau', custom_value: null },
          { value: 'Rot', custom_value: null },
        ],
      },
      {
        name: 'Größe',
        is_color: false,
        values: [
          { value: 'M', custom_value: null },
          { value: 'L', custom_value: null },
        ],
      },
    ],
    bulk_prices: [
      { id: 1, variant_id: null, min_qty: 10, price: 8.99, price_cents: 899 },
      { id: 2, variant_id: null, min_qty: 50, price: 7.49, price_cents: 749 },
    ],
    wholesale_discounts: [],
    features: [{ name: 'Material', value: 'Leinen' }],
    tags: [],
    shipping_methods: [
      {
        id: 5,
        name: 'DHL Paket',
        price: 4.9,
        price_cents: 490,
        free_from: 50,
        free_from_cents: 5000,
        delivery_time: '2–3 Werktage',
        is_pickup: false,
      },
    ],
    product_shippings: [5],
    pickup_address: 'Markt 1, 04109 Leipzig',
    provider: { id: 3, name: 'Textil Weber', slug: 'textil-weber-3', city: 'Leipzig', zip_code: '04109' },
    small_business: false,
    vat_notice: null,
    seo: { is_meta: false, meta_tag: '', meta_title: 'Leinenhemd Classic', meta_description: '', tags: '' },
    is_crossselling: false,
    crossselling_type: null,
    crossselling_category_id: null,
    crossselling_products: [],
    view_count: 0,
    trader: null,
  };
}

/** A cart with lines of two providers. */
export function twoProviderCart(): Cart {
  const line = (id: number, name: string, qty: number, price: number): CartItem => ({
    id,
    cart_item_id: id,
    variant_id: id + 100,
    product_id: id + 200,
    product_name: name,
    product_slug: name.toLowerCase().replace(/\s+/g, '-'),
    variant_label: '',
    photo: null,
    bundle_id: null,
    bundle_name: null,
    qty,
    unit_price: price,
    unit_price_cents: cents(price),
    list_unit_price: price,
    list_unit_price_cents: cents(price),
    lowest_price_30_days: null,
    discount_percent: 0,
    line_total: Math.round(price * qty * 100) / 100,
    line_total_cents: cents(price * qty),
    tax_rate: 19,
    line_net_cents: Math.round(cents(price * qty) / 1.19),
    line_tax_cents: cents(price * qty) - Math.round(cents(price * qty) / 1.19),
    available_qty: 10,
    in_stock: true,
    is_pickup: false,
    pickup_address: null,
    problem: null,
    problem_text: null,
  });
  const methods = [
    {
      id: 5,
      name: 'DHL Paket',
      price: 4.9,
      price_cents: 490,
      regular_price: 4.9,
      free_from: 50,
      delivery_time: '2–3 Werktage',
      is_pickup: false,
    },
  ];
  return {
    cart_key: '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11',
    status: 'open',
    item_count: 3,
    groups: [
      {
        provider_id: 3,
        provider_name: 'Textil Weber',
        items: [line(1, 'Leinenhemd Classic', 2, 12.99)],
        shipping: {
          delivery_mode: 'shipping',
          selected: false,
          preselected: false,
          shipping_method_id: 5,
          name: 'DHL Paket',
          cost: 4.9,
          cost_cents: 490,
          pickup_available: false,
          pickup_address: null,
          methods,
        },
        cash_payment: null,
        subtotal: 25.98,
        subtotal_cents: 2598,
        total: 30.88,
        total_cents: 3088,
        vat: [vat(19, 25.95, 4.93, 30.88)],
        small_business: false,
        vat_notice: null,
        payment_methods: ['prepayment', 'cash', 'voucher', 'invoice', 'sepa_debit'],
      },
      {
        provider_id: 4,
        provider_name: 'Hofladen Sonnenfeld',
        items: [line(2, 'Bio-Honig 500 g', 1, 7.5)],
        shipping: {
          delivery_mode: 'pickup',
          selected: true,
          preselected: false,
          shipping_method_id: null,
          name: 'Abholung',
          cost: 0,
          cost_cents: 0,
          pickup_available: true,
          pickup_address: 'Dorfstraße 4, 14467 Potsdam',
          methods: [],
        },
        cash_payment: null,
        subtotal: 7.5,
        subtotal_cents: 750,
        total: 7.5,
        total_cents: 750,
        vat: [vat(7, 7.01, 0.49, 7.5)],
        small_business: false,
        vat_notice: null,
        payment_methods: ['prepayment', 'cash', 'voucher', 'invoice', 'sepa_debit'],
      },
    ],
    payment_methods: ['prepayment', 'cash', 'voucher', 'invoice', 'sepa_debit'],
    unavailable_items: [],
    shipping_address_id: null,
    destination_country: null,
    billing_address_id: null,
    totals: {
      subtotal: 33.48,
      subtotal_cents: 3348,
      shipping: 4.9,
      shipping_cents: 490,
      total: 38.38,
      total_cents: 3838,
      tax: 5.42,
      tax_cents: 542,
      net: 32.96,
      net_cents: 3296,
    },
    vat: [vat(7, 7.01, 0.49, 7.5), vat(19, 25.95, 4.93, 30.88)],
    vat_notice: null,
    has_problems: false,
  };
}
