import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@marktplatz/shared';
import { favouriteStore } from '../lib/favouriteStore';

/** Whether the product is a favourite of the signed-in customer (false for guests and providers). */
export function useIsFavourite(productId: number): boolean {
  const { authenticated, role, user } = useAuth();
  const session = authenticated && role === 'User' ? String(user?.user_id ?? 'user') : null;
  useEffect(() => {
    void favouriteStore.load(session);
  }, [session]);
  const current = useSyncExternalStore(favouriteStore.subscribe, favouriteStore.get, favouriteStore.get);
  return session ? current.has(productId) : false;
}
