import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  ErrorState,
  notify,
  PageContainer,
  Spinner,
  useAuth,
  useFetch,
  usePageTitle,
  formatCents,
} from '@marktplatz/shared';
import { Alert, ButtonLink, Muted } from '@marktplatz/shared/kit';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import { getCart } from '../api/getCart';
import { removeCartItem } from '../api/removeCartItem';
import { updateCartItem } from '../api/updateCartItem';
import { CartLine } from '../components/CartLine';
import { CartTotals } from '../components/CartTotals';
import { FreeShippingHint } from '../components/FreeShippingHint';
import { ShippingChoice } from '../components/ShippingChoice';
import type { Cart, CartGroup, CartItem } from '../../../entities/cart';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Group = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const GroupSum = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
`;

const Summary = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

function GroupShippingSummary({ group }: { group: CartGroup }) {
  return (
    <Muted>
      {messages.cart.shipping}: {group.shipping.name ?? '–'} (
      {group.shipping.cost_cents > 0 ? formatCents(group.shipping.cost_cents) : messages.cart.free}){' · '}
      {messages.cart.chooseAtCheckout}
    </Muted>
  );
}

/** `/shop/cart`: the cart grouped by provider with shipping per provider, quantities, removal and totals. */
export default function CartPage() {
  usePageTitle(messages.cart.title);
  const { authenticated, role } = useAuth();
  const navigate = useNavigate();
  const state = useFetch((signal) => getCart(signal), [authenticated]);
  const [cart, setCart] = useState<Cart | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  useEffect(() => setCart(state.data), [state.data]);
  const customer = authenticated && role === 'User';

  const changeQty = async (item: CartItem, qty: number) => {
    setBusy(item.id);
    try {
      const answer = await updateCartItem(item.id, qty);
      setCart(answer.data);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      const answer = await removeCartItem(removing.id);
      setCart(answer.data);
      notify.success(answer.message ?? messages.cart.removed);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (state.loading && !cart) body = <Spinner block />;
  else if (state.error !== undefined && !cart) body = <ErrorState error={state.error} onRetry={state.reload} />;
  else if (!cart || (cart.groups.length === 0 && cart.unavailable_items.length === 0)) {
    body = (
      <EmptyState title={messages.cart.empty} action={<ButtonLink to={paths.home}>{messages.cart.toShop}</ButtonLink>}>
        {messages.cart.emptyText}
      </EmptyState>
    );
  } else {
    body = (
      <Layout>
        <div>
          {cart.groups.map((group) => (
            <Group key={group.provider_id} aria-labelledby={`group-${group.provider_id}`} data-testid="cart-group">
              <h2 id={`group-${group.provider_id}`}>{messages.cart.soldBy(group.provider_name)}</h2>
              <ul>
                {group.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    busy={busy === item.id}
                    onQuantity={(qty) => void changeQty(item, qty)}
                    onRemove={() => setRemoving(item)}
                  />
                ))}
              </ul>
              {customer ? <ShippingChoice group={group} onChanged={setCart} /> : <GroupShippingSummary group={group} />}
              <FreeShippingHint group={group} />
              <GroupSum>
                <span>{messages.cart.groupTotal}</span>
                <span>{formatCents(group.total_cents)}</span>
              </GroupSum>
            </Group>
          ))}
          {cart.unavailable_items.length > 0 ? (
            <Group aria-labelledby="group-unavailable">
              <h2 id="group-unavailable">{messages.cart.unavailable}</h2>
              <ul>
                {cart.unavailable_items.map((item) => (
                  <CartLine key={item.id} item={item} busy={busy === item.id} onRemove={() => setRemoving(item)} />
                ))}
              </ul>
            </Group>
          ) : null}
        </div>
        <Summary aria-labelledby="cart-summary">
          <h2 id="cart-summary">{messages.cart.summary}</h2>
          <CartTotals cart={cart} />
          {cart.has_problems ? <Alert $tone="warning">{messages.cart.problems}</Alert> : null}
          <Button fullWidth size="lg" disabled={cart.has_problems} onClick={() => navigate(paths.checkout)} data-testid="to-checkout">
            {messages.cart.toCheckout}
          </Button>
        </Summary>
      </Layout>
    );
  }

  return (
    <PageContainer title={messages.cart.title}>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={messages.cart.removeTitle}
        confirmLabel={messages.cart.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        <p>{removing ? messages.cart.removeText(removing.product_name) : ''}</p>
      </ConfirmDialog>
    </PageContainer>
  );
}
