import type { Cart } from '../entities/cart';
import type { ProductDetail, Variant } from '../features/product/types';

function variant(id: number, farbe: string, groesse: string, price: number, qty: number, isDefault = false): Variant {
  return {
    id,
    is_default: isDefault,
    name: `${farbe}, ${groesse}`,
    article_no: `HEMD-${id}`,
    price,
    old_price: null,
    tax_rate: 19,
    qty,
    in_stock: qty > 0,
    base_price_label: null,
    images: [{ id: 100 + id, image: `/img/hemd-${id}.jpg`, alt: `Hemd ${farbe}` }],
    variant_options: [
      { name: 'Farbe', value: farbe },
      { name: 'Größe', value: groesse },
    ],
  };
}

/** A shirt in two colours and two sizes with a product-wide bulk tier from 10 pieces. */
export function shirt(): ProductDetail {
  return {
    id: 42,
    name: 'Leinenhemd Classic',
    slug: 'leinenhemd-classic',
    price: 12.99,
    tax: 19,
    photo: '/img/hemd.jpg',
    avg_rating: 4.5,
    total_review: 2,
    provider: { id: 3, name: 'Textil Weber', slug: 'textil-weber-3', city: 'Leipzig' },
    details: 'Luftiges Hemd aus Leinen.',
    gallery: [{ id: 1, image: '/img/hemd.jpg', alt: 'Hemd', variant_id: null }],
    variants: [
      variant(11, 'Blau', 'M', 12.99, 20, true),
      variant(12, 'Blau', 'L', 13.99, 3),
      variant(13, 'Rot', 'M', 14.49, 0),
      variant(14, 'Rot', 'L', 14.99, 8),
    ],
    options: [
      { name: 'Farbe', values: [{ value: 'Blau' }, { value: 'Rot' }] },
      { name: 'Größe', values: [{ value: 'M' }, { value: 'L' }] },
    ],
    bulk_prices: [
      { id: 1, variant_id: null, min_qty: 10, price: 8.99 },
      { id: 2, variant_id: null, min_qty: 50, price: 7.49 },
    ],
    wholesale_discounts: [],
    features: [{ name: 'Material', value: 'Leinen' }],
    shipping_methods: [{ id: 5, name: 'DHL Paket', price: 4.9, free_from: 50, delivery_time: '2–3 Werktage', is_pickup: false }],
    is_pickup: true,
    pickup_address: 'Markt 1, 04109 Leipzig',
    crossselling_products: [],
  };
}

/** A cart with lines of two providers. */
export function twoProviderCart(): Cart {
  const line = (id: number, name: string, qty: number, price: number) => ({
    id,
    cart_item_id: id,
    variant_id: id + 100,
    product_id: id + 200,
    product_name: name,
    product_slug: name.toLowerCase().replace(/\s+/g, '-'),
    variant_label: null,
    photo: null,
    qty,
    unit_price: price,
    list_unit_price: price,
    line_total: Math.round(price * qty * 100) / 100,
    tax_rate: 19,
    available_qty: 10,
    in_stock: true,
    problem: null,
    problem_text: null,
  });
  const methods = [{ id: 5, name: 'DHL Paket', price: 4.9, free_from: 50, delivery_time: '2–3 Werktage', is_pickup: false }];
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
          shipping_method_id: 5,
          name: 'DHL Paket',
          cost: 4.9,
          pickup_available: false,
          pickup_address: null,
          methods,
        },
        cash_payment: null,
        subtotal: 25.98,
        total: 30.88,
        vat: [{ rate: 19, net: 25.95, tax: 4.93, gross: 30.88 }],
      },
      {
        provider_id: 4,
        provider_name: 'Hofladen Sonnenfeld',
        items: [line(2, 'Bio-Honig 500 g', 1, 7.5)],
        shipping: {
          delivery_mode: 'pickup',
          selected: true,
          shipping_method_id: null,
          name: 'Abholung',
          cost: 0,
          pickup_available: true,
          pickup_address: 'Dorfstraße 4, 14467 Potsdam',
          methods: [],
        },
        cash_payment: null,
        subtotal: 7.5,
        total: 7.5,
        vat: [{ rate: 7, net: 7.01, tax: 0.49, gross: 7.5 }],
      },
    ],
    unavailable_items: [],
    shipping_address_id: null,
    billing_address_id: null,
    totals: { subtotal: 33.48, shipping: 4.9, total: 38.38, tax: 5.42, net: 32.96 },
    vat: [
      { rate: 7, net: 7.01, tax: 0.49, gross: 7.5 },
      { rate: 19, net: 25.95, tax: 4.93, gross: 30.88 },
    ],
    has_problems: false,
  };
}
