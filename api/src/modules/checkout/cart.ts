import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, cartProviderChoices, carts } from '../../db/schema/checkout';
import type { SessionUser } from '../../http/auth';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { carryOverSlotChoices, registerCartKeyRule } from '../food/public';
import type { CashOption, DeliveryMode } from '../orders/public';
import { priceLines } from '../shop/public';
import { resolveBundle } from './bundles';
import { MAX_QTY } from './schemas';
import { buildCartView, type CartGroup, type CartRow, type CartView } from './view';

/** Key of the per-user advisory lock that serialises merging and adopting carts. */
const CART_LOCK_KEY = 74_262_501;

/** Lines one cart may hold. */
export const MAX_LINES = 100;

export const CART_NOT_FOUND = 'Der Warenkorb wurde nicht gefunden.';
export const CART_ITEM_NOT_FOUND = 'Die Position wurde im Warenkorb nicht gefunden.';
export const FOREIGN_CART = 'Dieser Warenkorb gehört zu einem anderen Kundenkonto.';

/** Only customers (role User) own carts; anyone else shops as a guest. */
export function customerOf(user: SessionUser | null): number | null {
  return user && user.role === 'User' ? user.id : null;
}

export async function cartByKey(db: Executor, cartKey: string, lock = false): Promise<CartRow | null> {
  const query = db.select().from(carts).where(eq(carts.cartKey, cartKey)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function cartById(db: Executor, id: number, lock = false): Promise<CartRow | null> {
  const query = db.select().from(carts).where(eq(carts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function openCartOfUser(db: Executor, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'open')))
    .limit(1);
  return row ?? null;
}

/**
 * Makes a cart with the key. Two first calls with the same new client key (a double click) race for it: the
 * loser waits for the winner's commit and then uses that cart when it may, else a fresh key.
 */
async function insertCart(db: Executor, cartKey: string, userId: number | null): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ cartKey, userId }).onConflictDoNothing({ target: carts.cartKey }).returning();
  if (row) return row;
  const existing = await cartByKey(db, cartKey, true);
  if (existing && existing.status === 'open' && existing.userId === userId) return existing;
  return insertCart(db, randomUUID(), userId);
}

/**
 * Moves a guest cart's lines into the user's open cart (quantities of the same variant add up, at most 999) and
 * marks the guest cart `merged`. Without an open cart of the user, the guest cart simply becomes the user's.
 */
export async function attachGuestCart(tx: Executor, guest: CartRow, userId: number): Promise<CartRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_KEY}, ${userId})`);
  const own = await openCartOfUser(tx, userId);
  if (!own) {
    const [adopted] = await tx.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, guest.id)).returning();
    return adopted ?? guest;
  }
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
  for (const line of lines) {
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, own.id),
          eq(cartItems.variantId, line.variantId),
          line.bundleId === null ? sql`${cartItems.bundleId} is null` : eq(cartItems.bundleId, line.bundleId),
        ),
      )
      .limit(1);
    if (existing) {
      await tx
        .update(cartItems)
        .set({ qty: Math.min(MAX_QTY, existing.qty + line.qty), updatedAt: new Date() })
        .where(eq(cartItems.id, existing.id));
    } else {
      await tx.update(cartItems).set({ cartId: own.id, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
    }
  }
  await tx.delete(cartItems).where(eq(cartItems.cartId, guest.id));
  // The food module's delivery or pickup times chosen in the guest cart go with its dishes.
  await carryOverSlotChoices(tx, guest.cartKey, own.cartKey);
  await tx.update(carts).set({ status: 'merged', mergedIntoCartId: own.id, updatedAt: new Date() }).where(eq(carts.id, guest.id));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, own.id));
  return own;
}

/**
 * The cart a call works on, or null when there is none the caller may see.
 * - a customer's own cart: itself; a guest cart sent with a customer's token: merged into the customer's cart;
 * - a cart of another customer: 403 for a logged-in customer, "none" for anyone else (a logged-out visitor may
 *   still hold the key of the account's cart in local storage);
 * - a merged cart: the cart it went into; a checked-out cart: the customer's open cart (none for guests).
 * With `create`, a missing cart is made (with the client's key when it is new, else a fresh key).
 */
export async function resolveCart(
  db: Executor,
  cartKey: string | undefined,
  user: SessionUser | null,
  options: { create: boolean },
): Promise<CartRow | null> {
  const userId = customerOf(user);
  return db.transaction(async (tx) => {
    const found = cartKey ? await cartByKey(tx, cartKey, true) : null;
    let cart = await usableCart(tx, found, userId);
    if (!cart && userId !== null) cart = await openCartOfUser(tx, userId);
    if (!cart && options.create) {
      // A concurrent first call with the same new key (a double click) may have made the cart since the first read.
      const taken = cartKey && !found ? await cartByKey(tx, cartKey, true) : found;
      if (taken && !found) cart = await usableCart(tx, taken, userId);
      if (!cart) {
        const keyTaken = !cartKey || taken !== null;
        if (userId !== null) await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_KEY}, ${userId})`);
        cart =
          (userId !== null ? await openCartOfUser(tx, userId) : null) ?? (await insertCart(tx, keyTaken ? randomUUID() : cartKey, userId));
      }
    }
    return cart;
  });
}

/**
 * Whether a cart belongs to another customer than the caller: 403 `FOREIGN_CART` for a customer; true (to be treated
 * as no cart) for anyone else — a logged-out visitor may still hold the key of the account's cart.
 */
function foreignCart(cart: CartRow, userId: number | null): boolean {
  if (cart.userId === null || cart.userId === userId) return false;
  if (userId !== null) throw new ForbiddenError(FOREIGN_CART);
  return true;
}

/**
 * Whether the caller may use a cart key for what other modules keep under it (the food module's chosen delivery or
 * pickup times), by the same rule as every cart call: a key of no cart yet, a guest cart or the caller's own cart →
 * true; another customer's cart (also reached through a merged guest cart) → 403 for a customer, false for anyone
 * else. Read only: nothing is merged or made.
 */
export async function mayUseCartKey(db: Executor, cartKey: string, user: SessionUser | null): Promise<boolean> {
  let cart = await cartByKey(db, cartKey);
  if (cart?.status === 'merged' && cart.mergedIntoCartId !== null) cart = await cartById(db, cart.mergedIntoCartId);
  return !cart || !foreignCart(cart, customerOf(user));
}

// The food module keeps its chosen times under the cart key and asks this rule through a hook it declares: the
// checkout sits above food (it calls food's checks and carries the chosen times over at a merge), so food imports
// nothing of the checkout and the two modules form no import loop.
registerCartKeyRule({ mayUse: mayUseCartKey, foreignCart: FOREIGN_CART });

/**
 * The cart a found row stands for, for this caller: a merged cart → the cart it went into; another customer's cart
 * → 403 for a customer, none for anyone else; not open → none; a guest cart with a customer → merged into theirs.
 */
async function usableCart(tx: Executor, found: CartRow | null, userId: number | null): Promise<CartRow | null> {
  let cart = found;
  if (cart?.status === 'merged' && cart.mergedIntoCartId !== null) cart = await cartById(tx, cart.mergedIntoCartId, true);
  if (cart && foreignCart(cart, userId)) cart = null;
  if (cart && cart.status !== 'open') cart = null;
  if (cart && cart.userId === null && userId !== null) cart = await attachGuestCart(tx, cart, userId);
  return cart;
}

/** `POST /cart/merge`: the guest cart goes into the customer's cart; answers the customer's cart. */
export async function mergeGuestCart(db: Executor, cartKey: string, user: SessionUser): Promise<CartRow> {
  const cart = await resolveCart(db, cartKey, user, { create: true });
  if (!cart) throw new NotFoundError(CART_NOT_FOUND);
  return cart;
}

async function assertLineRoom(tx: Executor, cartId: number, adding: number): Promise<void> {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((counted?.count ?? 0) + adding > MAX_LINES) {
    throw ValidationError.field('variant_id', `Ein Warenkorb kann höchstens ${MAX_LINES} Positionen enthalten.`);
  }
}

async function addLine(tx: Executor, cartId: number, variantId: number, qty: number, bundle: { id: number; name: string } | null) {
  const [existing] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.variantId, variantId),
        bundle === null ? sql`${cartItems.bundleId} is null` : eq(cartItems.bundleId, bundle.id),
      ),
    )
    .for('update')
    .limit(1);
  if (existing) {
    await tx
      .update(cartItems)
      .set({ qty: Math.min(MAX_QTY, existing.qty + qty), updatedAt: new Date() })
      .where(eq(cartItems.id, existing.id));
    return;
  }
  await assertLineRoom(tx, cartId, 1);
  await tx.insert(cartItems).values({ cartId, variantId, qty, bundleId: bundle?.id ?? null, bundleName: bundle?.name ?? null });
}

/**
 * Adds a variant (or every item of a bundle) to the cart. A variant that cannot be bought, or more pieces than are
 * in stock, are refused with a German 422.
 */
export async function addToCart(
  db: Executor,
  cart: CartRow,
  input: { variantId?: number | undefined; bundleId?: number | undefined; qty: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
    if (input.bundleId !== undefined) {
      const bundle = await resolveBundle(tx, input.bundleId);
      if (!bundle) throw ValidationError.field('bundle_id', 'Dieses Bündel kann derzeit nicht bestellt werden.');
      for (const item of bundle.items) {
        await addLine(tx, cart.id, item.variantId, Math.min(MAX_QTY, item.qty * input.qty), { id: bundle.bundleId, name: bundle.name });
      }
    } else if (input.variantId !== undefined) {
      const [priced] = await priceLines(tx, [{ variantId: input.variantId, qty: input.qty }]);
      if (!priced || priced.problem === 'unknown') throw ValidationError.field('variant_id', 'Diesen Artikel gibt es nicht.');
      if (priced.problem === 'inactive') throw ValidationError.field('variant_id', `„${priced.productName}“ ist derzeit nicht erhältlich.`);
      if (priced.problem === 'withdrawn') throw ValidationError.field('variant_id', `„${priced.productName}“ ist nicht mehr verfügbar.`);
      const [inCart] = await tx
        .select({ qty: cartItems.qty })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, input.variantId)));
      const wanted = (inCart?.qty ?? 0) + input.qty;
      if (priced.availableStock < wanted) {
        throw ValidationError.field(
          'qty',
          priced.availableStock > 0
            ? `Von „${priced.productName}“ sind nur noch ${priced.availableStock} Stück vorrätig.`
            : `„${priced.productName}“ ist leider ausverkauft.`,
        );
      }
      await addLine(tx, cart.id, input.variantId, input.qty, null);
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

async function ownLine(db: Executor, cartId: number, itemId: number) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .limit(1);
  if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND);
  return line;
}

/**
 * Sets a line's quantity. For a bundle line, `qty` is the number of bundles: every line of the bundle is set to its
 * share times that number. More than the stock holds is refused.
 */
export async function changeQty(db: Executor, cart: CartRow, itemId: number, qty: number): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await ownLine(tx, cart.id, itemId);
    if (line.bundleId !== null) {
      const bundle = await resolveBundle(tx, line.bundleId);
      if (!bundle) throw ValidationError.field('cart_item_id', 'Dieses Bündel wird nicht mehr angeboten. Bitte entfernen Sie es.');
      for (const item of bundle.items) {
        await tx
          .update(cartItems)
          .set({ qty: Math.min(MAX_QTY, item.qty * qty), updatedAt: new Date() })
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.bundleId, line.bundleId), eq(cartItems.variantId, item.variantId)));
      }
      return;
    }
    const [priced] = await priceLines(tx, [{ variantId: line.variantId, qty }]);
    if (
      priced &&
      priced.problem !== 'unknown' &&
      priced.problem !== 'inactive' &&
      priced.problem !== 'withdrawn' &&
      priced.availableStock < qty
    ) {
      throw ValidationError.field(
        'qty',
        priced.availableStock > 0
          ? `Von „${priced.productName}“ sind nur noch ${priced.availableStock} Stück vorrätig.`
          : `„${priced.productName}“ ist leider ausverkauft.`,
      );
    }
    await tx.update(cartItems).set({ qty, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
  });
}

/** Removes a line; a bundle line takes the whole bundle with it. */
export async function removeLine(db: Executor, cart: CartRow, itemId: number): Promise<void> {
  const line = await ownLine(db, cart.id, itemId);
  if (line.bundleId !== null) {
    await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.bundleId, line.bundleId)));
  } else {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
  }
}

async function countItems(db: Executor, cartId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.total ?? 0;
}

/**
 * Pieces in the caller's cart (the header badge, asked on every page). Cheap in the usual cases: a visitor's
 * guest cart is one query, a customer's own cart two; only a guest key sent with a customer's token (a merge is
 * due) takes the full {@link resolveCart} path.
 */
export async function cartItemCount(
  db: Executor,
  cartKey: string | undefined,
  user: SessionUser | null,
): Promise<{ cartKey: string | null; count: number }> {
  const userId = customerOf(user);
  if (userId === null) {
    if (!cartKey) return { cartKey: null, count: 0 };
    const [row] = await db
      .select({ cartKey: carts.cartKey, total: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(and(eq(carts.cartKey, cartKey), eq(carts.status, 'open'), sql`${carts.userId} is null`))
      .groupBy(carts.cartKey);
    return row ? { cartKey: row.cartKey, count: row.total } : { cartKey: null, count: 0 };
  }
  const own = await openCartOfUser(db, userId);
  const cart = own && (!cartKey || own.cartKey === cartKey) ? own : await resolveCart(db, cartKey, user, { create: false });
  return cart ? { cartKey: cart.cartKey, count: await countItems(db, cart.id) } : { cartKey: null, count: 0 };
}

/** The provider group a call names: by `provider_id`, or the group of `cart_item_id`. */
export function findGroup(view: CartView, target: { providerId?: number | undefined; cartItemId?: number | undefined }): CartGroup {
  const group =
    target.providerId !== undefined
      ? view.groups.find((candidate) => candidate.providerId === target.providerId)
      : view.groups.find((candidate) => candidate.lines.some((line) => line.item.id === target.cartItemId));
  if (!group) {
    throw target.providerId !== undefined
      ? ValidationError.field('provider_id', 'Von diesem Anbieter liegen keine Artikel im Warenkorb.')
      : new NotFoundError(CART_ITEM_NOT_FOUND);
  }
  return group;
}

export async function saveChoice(
  db: Executor,
  cartId: number,
  providerId: number,
  choice: { deliveryMode?: DeliveryMode; shippingMethodId?: number | null; cashOption?: CashOption | null },
): Promise<void> {
  const values = {
    ...(choice.deliveryMode !== undefined ? { deliveryMode: choice.deliveryMode } : {}),
    ...(choice.shippingMethodId !== undefined ? { shippingMethodId: choice.shippingMethodId } : {}),
    ...(choice.cashOption !== undefined ? { cashOption: choice.cashOption } : {}),
  };
  await db
    .insert(cartProviderChoices)
    .values({ cartId, providerId, ...values })
    .onConflictDoUpdate({
      target: [cartProviderChoices.cartId, cartProviderChoices.providerId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** Chooses a shipping method for a group (a pickup method makes the group a pickup). */
export async function chooseShipping(db: Executor, view: CartView, group: CartGroup, shippingMethodId: number): Promise<void> {
  const method = group.methods.find((candidate) => candidate.id === shippingMethodId);
  if (!method) {
    throw ValidationError.field('shipping_method_id', `Diese Versandart ist für die Artikel von „${group.providerName}“ nicht verfügbar.`);
  }
  const deliveryMode: DeliveryMode = method.isPickup ? 'pickup' : 'shipping';
  const cashOption = group.cashOption && (group.cashOption === 'on_pickup') !== (deliveryMode === 'pickup') ? null : group.cashOption;
  await saveChoice(db, view.cart.id, group.providerId, { deliveryMode, shippingMethodId, cashOption });
}

/** Pickup at the products' pickup address for a group (every product of the group must offer pickup). */
export async function choosePickup(db: Executor, view: CartView, group: CartGroup): Promise<void> {
  if (!group.pickupAvailable) {
    const blocked = group.lines.find((line) => !line.priced.isPickup);
    throw ValidationError.field(
      'provider_id',
      blocked ? `„${blocked.priced.productName}“ kann nicht abgeholt werden.` : 'Für diese Artikel ist keine Abholung möglich.',
    );
  }
  const cashOption = group.cashOption === 'on_delivery' ? null : group.cashOption;
  await saveChoice(db, view.cart.id, group.providerId, { deliveryMode: 'pickup', shippingMethodId: null, cashOption });
}

/** Stores the customer's address choice on the cart (ids already checked to be the customer's own). */
export async function saveAddressChoice(
  db: Executor,
  cartId: number,
  shippingAddressId: number | null,
  billingAddressId: number | null,
): Promise<void> {
  await db.update(carts).set({ shippingAddressId, billingAddressId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export { buildCartView };
