import { useField } from 'react-final-form';
import { useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { getCommissionRate } from '../api/commission';
import { idOrNull } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

/**
 * „Provision für dieses Produkt: 12,5 % (Kategorie „Haushalt“) zzgl. USt.“ — what the marketplace takes today for the
 * chosen category (the most specific level chosen; the server walks up to its parents), asked again when it changes.
 * Quiet while loading; a short hint if the rate cannot be read — the form works without it.
 */
export function CommissionHint({ isFood }: { isFood: boolean }) {
  const category = useField<string>('shop_category_id', { subscription: { value: true } }).input.value;
  const subcategory = useField<string>('shop_subcategory_id', { subscription: { value: true } }).input.value;
  const child = useField<string>('shop_childcategory_id', { subscription: { value: true } }).input.value;
  const categoryId = idOrNull(child) ?? idOrNull(subcategory) ?? idOrNull(category);
  const type = isFood ? 'food' : 'product';
  const rate = useFetch((signal) => getCommissionRate({ categoryId, type }, signal), [categoryId, type]);

  return (
    <Muted className="full" aria-live="polite" aria-busy={rate.loading || undefined} data-testid="commission-hint">
      {rate.loading
        ? messages.commission.loading
        : rate.data && !rate.error
          ? messages.commission.rate(rate.data.percent, rate.data.source_text)
          : messages.commission.failed}
    </Muted>
  );
}
