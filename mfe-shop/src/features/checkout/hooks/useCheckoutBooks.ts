import { useEffect } from 'react';
import { useFetch } from '@marktplatz/shared';
import type { Cart } from '../../../entities/cart';
import { getCartTerms } from '../api/getCartTerms';
import { getPaymentMethods } from '../api/getPaymentMethods';
import { getRemainingItems } from '../api/getRemainingItems';
import { listAddresses } from '../api/listAddresses';
import type { Address } from '../types';

/** The address stored with the cart if the book still has it, else the book's default, else its first one. */
export function defaultAddressOf(addresses: readonly Address[], stored: number | null): number | null {
  if (stored && addresses.some((address) => address.id === stored)) return stored;
  return (addresses.find((address) => !!address.is_default) ?? addresses[0])?.id ?? null;
}

/** What the checkout shows beside the cart: both address books, the payment methods, the terms, the lines left out. */
export function useCheckoutBooks(cart: Cart) {
  const shippingBook = useFetch((signal) => listAddresses('shipping', signal), []);
  const billingBook = useFetch((signal) => listAddresses('billing', signal), []);
  const methods = useFetch((signal) => getPaymentMethods(signal), []);
  const terms = useFetch((signal) => getCartTerms(signal), []);
  const remaining = useFetch((signal) => getRemainingItems(signal), [cart]);
  return { shippingBook, billingBook, methods, terms, remaining };
}

/** Chooses an address once its book has loaded, unless one is chosen already. */
export function usePreselectedAddress(
  book: readonly Address[] | undefined,
  stored: number | null,
  current: number | null,
  choose: (id: number | null) => void,
) {
  useEffect(() => {
    if (!book || current !== null) return;
    const id = defaultAddressOf(book, stored);
    if (id !== null) choose(id);
  }, [book, stored, current, choose]);
}
