import { type ApiData, type ApiResponse, http } from '@marktplatz/shared';

/** The provider's start page, from the generated contract (`ProviderDashboard`). */
export type ProviderDashboard = ApiData<'/shop/provider/dashboard', 'get'>;
export type TodoKey = ProviderDashboard['todos'][number]['key'];

/** GET /shop/provider/dashboard: orders to handle, 30-day revenue, sold-out products and to-dos. */
export async function getDashboard(signal?: AbortSignal): Promise<ProviderDashboard> {
  const res = await http.get<ApiResponse<'/shop/provider/dashboard', 'get'>>('shop/provider/dashboard', { signal });
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
