import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CashOption } from '../../../entities/cart';

/** `GET /getCashPayments?cart_key=`: the cash option each provider group allows. */
export async function getCashPayments(
  signal?: AbortSignal,
): Promise<{ provider_id: number; options: { value: CashOption }[]; selected: CashOption | null }[]> {
  const response = await http.get<Envelope<{ provider_id: number; options: { value: CashOption }[]; selected: CashOption | null }[]>>(
    'getCashPayments',
    {
      params: { cart_key: ensureCartKey() },
      signal,
    },
  );
  return response.data.data;
}
