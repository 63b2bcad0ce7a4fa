/**
 * The favourite product ids of the signed-in customer, loaded once per session and shared by every heart on the
 * page, so a list of 24 cards makes one call instead of 24.
 */
import { getFavouriteIds } from '../api/getFavouriteIds';

let ids: ReadonlySet<number> = new Set();
let loadedFor: string | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export const favouriteStore = {
  get: () => ids,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set(id: number, favourite: boolean) {
    const next = new Set(ids);
    if (favourite) next.add(id);
    else next.delete(id);
    ids = next;
    emit();
  },
  /** Loads the ids for a session (once); `null` clears them (signed out). */
  load(session: string | null): Promise<void> {
    if (session === loadedFor && loading) return loading;
    loadedFor = session;
    if (!session) {
      ids = new Set();
      loading = null;
      emit();
      return Promise.resolve();
    }
    loading = getFavouriteIds().then(
      (favouriteIds) => {
        if (loadedFor !== session) return;
        ids = new Set(favouriteIds);
        emit();
      },
      () => {
        loading = null;
      },
    );
    return loading;
  },
  reset() {
    ids = new Set();
    loadedFor = null;
    loading = null;
  },
};
