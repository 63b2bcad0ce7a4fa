import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFetch } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { getFoodCartSlots } from '../api/getFoodCartSlots';

const Heading = styled.h3`
  && {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
`;

const Lines = styled.ul`
  && {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    align-items: baseline;
  }
`;

/**
 * The times chosen on the food menus for this cart (read-only; changed on the restaurant's menu page). Nothing
 * when every restaurant delivers as soon as possible, or the cart has no food.
 */
export function FoodSlotLines({ cartKey }: { cartKey: string | null }) {
  const slots = useFetch((signal) => (cartKey ? getFoodCartSlots(cartKey, signal) : Promise.resolve([])), [cartKey]);
  const list = slots.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="checkout-food-slots" data-testid="checkout-food-slots">
      <Heading id="checkout-food-slots">{messages.checkout.foodSlotsTitle}</Heading>
      <Lines>
        {list.map((slot) => (
          <li key={slot.provider_id}>
            <span>
              {slot.provider_name}: <strong>{slot.slot_label}</strong>
            </span>
            {slot.provider_slug ? (
              <Link to={`/food/menu/${slot.provider_slug}`} aria-label={messages.checkout.foodSlotChangeLabel(slot.provider_name)}>
                {messages.checkout.foodSlotChange}
              </Link>
            ) : null}
          </li>
        ))}
      </Lines>
    </section>
  );
}
