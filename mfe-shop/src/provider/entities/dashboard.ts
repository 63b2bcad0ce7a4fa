import { type Envelope, http } from '@marktplatz/shared';

export type TodoKey = 'confirm_orders' | 'ship_orders' | 'restock' | 'add_images' | 'publish_drafts';

export interface ProviderDashboard {
  is_food_provider: boolean;
  orders_to_handle: {
    count: number;
    to_confirm: number;
    to_ship: number;
    latest: {
      id: number;
      vendor_order_number: string;
      status: 'pending' | 'confirmed';
      delivery_mode: 'shipping' | 'pickup';
      total: number;
      created_at: string;
    }[];
  };
  revenue: { days: number; total: number; orders: number; per_day: { date: string; total: number; orders: number }[] };
  stock_outs: { count: number; products: { id: number; name: string; slug: string; product_type: 'normal' | 'food' }[] };
  todos: { key: TodoKey; count: number }[];
}

/** GET /shop/provider/dashboard: orders to handle, 30-day revenue, sold-out products and to-dos. */
export async function getDashboard(signal?: AbortSignal): Promise<ProviderDashboard> {
  const res = await http.get<Envelope<ProviderDashboard>>('shop/provider/dashboard', { signal });
  return res.data.data;
}

let foodCheck: { userId: number | null; answer: Promise<boolean> } | null = null;

/** Whether the signed-in provider sells food (gastro entries are offered only then); asked once per provider. */
export function isFoodProvider(userId: number | null): Promise<boolean> {
  if (!foodCheck || foodCheck.userId !== userId) {
    foodCheck = { userId, answer: getDashboard().then((dashboard) => dashboard.is_food_provider) };
    foodCheck.answer.catch(() => {
      foodCheck = null;
    });
  }
  return foodCheck.answer;
}
