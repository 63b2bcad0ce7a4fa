import { openingDayFixture } from '@marktplatz/shared/testing';
import type { FoodOrder } from '../features/board';
import type { FoodDish, FoodProvider } from '../features/customer';

export function foodOrder(overrides: Partial<FoodOrder> = {}): FoodOrder {
  return {
    id: 41,
    order_number: 'MP-2026-000141-1',
    status: 'pending',
    status_label: 'Offen',
    tab: 'pending',
    delivery_status: null,
    next_statuses: [
      { value: 'confirmed', label: 'Angenommen' },
      { value: 'rejected', label: 'Abgelehnt' },
    ],
    provider_id: 3,
    provider_name: 'Pizzeria Da Marco',
    customer_name: 'Mia Klein',
    delivery_mode: 'shipping',
    delivery_address: 'Kastanienallee 12, 10435 Berlin',
    pickup_address: null,
    payment_method: 'cash',
    cash_option: 'on_delivery',
    items: [{ id: 90, name: 'Pizza Margherita', qty: 2, unit_price_cents: 850, total_cents: 1700, status: 'open' }],
    items_cents: 1700,
    delivery_fee_cents: 250,
    total_cents: 1950,
    amount_due_cents: 1950,
    total: '19,50 €',
    track_note: null,
    eta_at: null,
    slot_at: null,
    slot_text: null,
    created_at: '2026-11-27T17:30:00.000Z',
    updated_at: '2026-11-27T17:30:00.000Z',
    withdrawal_notice: 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB).',
    ...overrides,
  };
}

export function orderPage(rows: FoodOrder[]) {
  return {
    status: true,
    data: rows,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 50,
      total: rows.length,
      tabs: { pending: rows.length, processing: 0, delivery: 0, completed: 0 },
      last_event_id: 5,
    },
  };
}

/** A dish of a menu (`FoodDish` of the API), Pizza Margherita at 10,99 €; `overrides` for what a test needs otherwise. */
export function foodDish(overrides: Partial<FoodDish> = {}): FoodDish {
  return {
    id: 10,
    variant_id: 20,
    name: 'Pizza Margherita',
    slug: 'pizza-margherita',
    description: 'Tomatensauce, Mozzarella',
    price_cents: 1099,
    price: '10,99 €',
    image: null,
    available: true,
    allergens: [{ code: 'A', label: 'Glutenhaltiges Getreide' }],
    additives: [],
    ...overrides,
  };
}

/** A restaurant with its menu (`foodProviderBySlugNew`), Pizzeria Da Marco in Berlin; `overrides` as a test needs. */
export function foodProvider(overrides: Partial<FoodProvider> = {}): FoodProvider {
  return {
    id: 3,
    name: 'Pizzeria Da Marco',
    slug: 'pizzeria-da-marco',
    city: 'Berlin',
    open_now: true,
    open_text: 'Geöffnet bis 23:00 Uhr',
    ordering_open: true,
    is_active: true,
    cuisine_tags: ['Italienisch', 'Pizza'],
    minimum_order_cents: 1500,
    delivery_fee_cents: 250,
    free_delivery_from_cents: 3000,
    delivery_postal_codes: ['10115'],
    delivery_radius_km: null,
    delivery: true,
    pickup: true,
    cash_on_delivery: true,
    opening_hours: [
      openingDayFixture(1, '11:00', '14:30', '17:00', '23:00'),
      openingDayFixture(2, '11:00', '23:00'),
      openingDayFixture(3, null, null),
      openingDayFixture(5, '18:00', '02:00'),
    ],
    delivery_hours: [],
    address: 'Torstraße 110, 10119 Berlin',
    locations_count: 1,
    preparation_time: 20,
    withdrawal_notice: 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht.',
    categories: [
      { id: 1, name: 'Pizza', dishes: [foodDish(), foodDish({ id: 11, name: 'Pizza Funghi', price_cents: 950, available: false })] },
      { id: 2, name: 'Getränke', dishes: [] },
    ],
    ...overrides,
  };
}
