import { getDashboard } from '../api/getDashboard';

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
