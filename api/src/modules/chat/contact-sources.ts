import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Where the chat learns whom a person may write to first: a provider the customers it has an order, a lead or an
 * offer with; a customer the providers whose page shows the chat. The orders, leads and stores modules own those
 * records and sit above the chat (leads → chat for an offer's conversation; stores → review → orders), so the chat
 * imports none of them: each registers its part here from its `index.ts` (`registerContactSource`,
 * `registerChatVisibility`), the way the checkout registers its cart key rule into the food module.
 */
export interface ContactSource {
  /**
   * Of `candidates` (customer ids, not empty), those the provider has a record with; at most 500 a source. Read
   * only; one or two indexed statements, since it runs on the chat's search.
   */
  customersOf: (db: Executor, providerId: number, candidates: readonly number[]) => Promise<number[]>;
}

/**
 * A SQL expression (for the chat's statements) saying whether a provider's page offers the chat to customers: true
 * for a provider without a page.
 */
export type ChatVisibility = (providerId: SQL) => SQL<boolean>;

const sources = new Map<string, ContactSource>();
let visibility: ChatVisibility | null = null;

/** Called once by each owning module (`orders`, `leads`) with its source. */
export function registerContactSource(owner: string, source: ContactSource): void {
  sources.set(owner, source);
}

/** Called once by the stores module (the provider's page and its chat switch). */
export function registerChatVisibility(shown: ChatVisibility): void {
  visibility = shown;
}

/**
 * Of `candidates`, the customers the provider has an order, a lead or an offer with, every source asked at once.
 * Without a registered source (the orders and leads modules not loaded) it fails loudly.
 */
export async function contactCustomersOf(db: Executor, providerId: number, candidates: readonly number[]): Promise<Set<number>> {
  if (sources.size === 0) throw new Error('No module has registered a chat contact source (chat/contact-sources.ts).');
  if (candidates.length === 0) return new Set();
  const found = await Promise.all([...sources.values()].map((source) => source.customersOf(db, providerId, candidates)));
  return new Set(found.flat());
}

/** The registered visibility as SQL for one provider; without one (the stores module not loaded) it fails loudly. */
export function chatShownSql(providerId: SQL): SQL<boolean> {
  if (!visibility) throw new Error('The stores module has not registered the chat visibility (chat/contact-sources.ts).');
  return visibility(providerId);
}
