import { EmptyState, ErrorState, PageContainer, Spinner, useAuth, useFetch, usePageTitle } from '@marktplatz/shared';
import { ButtonLink } from '@marktplatz/shared/kit';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import { getCart } from '../../cart';
import { CheckoutForm } from '../components/CheckoutForm';

/** `/shop/checkout` (customers): addresses, delivery per provider, payment, terms and „Zahlungspflichtig bestellen“. */
export default function CheckoutPage() {
  usePageTitle(messages.checkout.title);
  const { role } = useAuth();
  const cart = useFetch((signal) => getCart(signal), []);
  let body;
  if (role !== 'User') body = <EmptyState title={messages.checkout.customersOnly} />;
  else if (cart.loading) body = <Spinner block />;
  else if (cart.error !== undefined || !cart.data) body = <ErrorState error={cart.error} onRetry={cart.reload} />;
  else if (cart.data.groups.length === 0) {
    body = <EmptyState title={messages.checkout.emptyCart} action={<ButtonLink to={paths.home}>{messages.cart.toShop}</ButtonLink>} />;
  } else body = <CheckoutForm initialCart={cart.data} />;
  return <PageContainer title={messages.checkout.title}>{body}</PageContainer>;
}
