import type { SlotMode } from '../types';

/** The last time chosen on this page, by restaurant: a cart key the API replaces (a merge into the account's cart) takes it along. */
export const chosenSlots = new Map<number, { mode: SlotMode; postalCode: string; slotAt: string | null; cartKey: string }>();
