import type { FoodOrder } from '../features/board';

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
