import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, type AddressType } from '../../db/schema/address';
import { accountUsers } from '../account/public';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { AddressAnswer, AddressInput, UserInformationAnswer } from './schemas';

export type AddressRow = typeof addresses.$inferSelect;

/** Addresses one book may hold. */
export const BOOK_LIMIT = 50;

/** Key of the per-user advisory lock that serialises changes to a user's address books. */
const ADDRESS_LOCK_KEY = 74_262_101;

export const ADDRESS_NOT_FOUND = 'Die Adresse wurde nicht gefunden.';
export const NO_BILLING_ADDRESS = 'Es ist keine Rechnungsadresse vorhanden.';

const BOOK_NAMES: Record<AddressType, string> = { shipping: 'Lieferadressen', billing: 'Rechnungsadressen' };

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** An address as the API answers it; flags as 1/0, billing adds `is_shipping` and `vat_id`. */
export function presentAddress(row: AddressRow): AddressAnswer {
  const common = {
    id: row.id,
    type: row.type,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    alternate_email: flag(row.alternateEmail),
    phone: row.phone,
    company: row.company,
    street: row.street,
    street_number: row.streetNumber,
    zip: row.zip,
    city: row.city,
    country: row.country,
    is_default: flag(row.isDefault),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return row.type === 'billing' ? { ...common, is_shipping: flag(row.isShipping), vat_id: row.vatId } : common;
}

export type PresentedAddress = AddressAnswer;

function columnsOf(type: AddressType, input: AddressInput) {
  return {
    gender: input.gender,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    alternateEmail: input.alternate_email,
    phone: input.phone,
    company: input.company,
    street: input.street,
    streetNumber: input.street_number,
    zip: input.zip,
    city: input.city,
    country: input.country,
    isShipping: type === 'billing' ? (input.is_shipping ?? false) : false,
    vatId: type === 'billing' ? (input.vat_id ?? null) : null,
  };
}

async function lockBooks(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_KEY}, ${userId})`);
}

/** Runs `work` in a transaction holding the user's address lock (or inside the caller's transaction). */
async function inBookTransaction<T>(db: Executor, userId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBooks(tx, userId);
    return work(tx);
  });
}

/** One book, the default first, then the newest. */
export async function listAddresses(db: Executor, userId: number, type: AddressType): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type)))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function defaultAddress(db: Executor, userId: number, type: AddressType): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/** The user's own address (of the given book, when named); anyone else's id is "not found". */
export async function findOwnAddress(db: Executor, userId: number, id: number, type?: AddressType): Promise<AddressRow> {
  const conditions = [eq(addresses.id, id), eq(addresses.userId, userId)];
  if (type) conditions.push(eq(addresses.type, type));
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return row;
}

/** Checkout lookup: the named address, else the default, else the newest, else null. */
export async function lookupAddress(db: Executor, userId: number, type: AddressType, id?: number): Promise<AddressRow | null> {
  if (id !== undefined) return findOwnAddress(db, userId, id, type);
  const [row] = await listAddresses(db, userId, type);
  return row ?? null;
}

export async function createAddress(db: Executor, userId: number, type: AddressType, input: AddressInput): Promise<AddressRow> {
  return inBookTransaction(db, userId, async (tx) => {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, type)));
    const count = counted?.count ?? 0;
    if (count >= BOOK_LIMIT) {
      throw ValidationError.field('address', `Sie können höchstens ${BOOK_LIMIT} ${BOOK_NAMES[type]} speichern.`);
    }
    const [row] = await tx
      .insert(addresses)
      .values({ userId, type, ...columnsOf(type, input), isDefault: count === 0 })
      .returning();
    if (!row) throw new Error('Adresse wurde nicht angelegt.');
    return row;
  });
}

/** Replaces the address's fields (the form sends all of them); the default flag stays. */
export async function updateAddress(db: Executor, userId: number, type: AddressType, id: number, input: AddressInput): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set({ ...columnsOf(type, input), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.type, type)))
    .returning();
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return row;
}

/** Makes the address its book's only default. */
export async function setDefaultAddress(db: Executor, userId: number, type: AddressType, id: number): Promise<AddressRow> {
  return inBookTransaction(db, userId, async (tx) => {
    await findOwnAddress(tx, userId, id, type);
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)));
    const [row] = await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, id)).returning();
    if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
    return row;
  });
}

/** Deletes an address of either book; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(
  db: Executor,
  userId: number,
  id: number,
): Promise<{ deleted: AddressRow; newDefault: AddressRow | null }> {
  return inBookTransaction(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!deleted) throw new NotFoundError(ADDRESS_NOT_FOUND);
    if (!deleted.isDefault) return { deleted, newDefault: null };
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, deleted.type)))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (!next) return { deleted, newDefault: null };
    const [promoted] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(addresses.id, next.id))
      .returning();
    return { deleted, newDefault: promoted ?? null };
  });
}

const SAME_PLACE_FIELDS = [
  'gender',
  'firstName',
  'lastName',
  'email',
  'alternateEmail',
  'phone',
  'company',
  'street',
  'streetNumber',
  'zip',
  'city',
  'country',
] as const;

/**
 * Copies a billing address (the named one, else the default billing address) into the shipping book. An
 * identical shipping address is reused instead of copied twice. `makeDefault` makes it the default shipping
 * address; the first shipping address is the default anyway.
 */
export async function copyBillingToShipping(
  db: Executor,
  userId: number,
  options: { billingAddressId?: number; makeDefault: boolean },
): Promise<{ address: AddressRow; created: boolean }> {
  return inBookTransaction(db, userId, async (tx) => {
    const billing =
      options.billingAddressId !== undefined
        ? await findOwnAddress(tx, userId, options.billingAddressId, 'billing')
        : await defaultAddress(tx, userId, 'billing');
    if (!billing) throw new NotFoundError(NO_BILLING_ADDRESS);
    const shippingBook = await listAddresses(tx, userId, 'shipping');
    const same = shippingBook.find((candidate) => SAME_PLACE_FIELDS.every((field) => candidate[field] === billing[field]));
    let address = same;
    if (!address) {
      if (shippingBook.length >= BOOK_LIMIT) {
        throw ValidationError.field('address', `Sie können höchstens ${BOOK_LIMIT} ${BOOK_NAMES.shipping} speichern.`);
      }
      const copy = Object.fromEntries(SAME_PLACE_FIELDS.map((field) => [field, billing[field]])) as Pick<
        AddressRow,
        (typeof SAME_PLACE_FIELDS)[number]
      >;
      const [inserted] = await tx
        .insert(addresses)
        .values({ userId, type: 'shipping', ...copy, isDefault: shippingBook.length === 0 })
        .returning();
      if (!inserted) throw new Error('Adresse wurde nicht angelegt.');
      address = inserted;
    }
    if (options.makeDefault && !address.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.type, 'shipping'), eq(addresses.isDefault, true)));
      const [updated] = await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(addresses.id, address.id))
        .returning();
      if (updated) address = updated;
    }
    return { address, created: !same };
  });
}

/**
 * What the checkout needs about the buyer: contact data of the account and the default address of each book
 * (null when the book is empty).
 */
export async function userInformation(db: Executor, userId: number): Promise<UserInformationAnswer> {
  const [user] = await db
    .select({
      id: accountUsers.id,
      gender: accountUsers.gender,
      firstName: accountUsers.firstName,
      lastName: accountUsers.lastName,
      email: accountUsers.email,
      phone: accountUsers.phone,
    })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!user) throw new NotFoundError('Das Benutzerkonto wurde nicht gefunden.');
  const [shipping, billing] = await Promise.all([defaultAddress(db, userId, 'shipping'), defaultAddress(db, userId, 'billing')]);
  return {
    user: {
      id: user.id,
      gender: user.gender,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
    },
    shipping_address: shipping ? presentAddress(shipping) : null,
    billing_address: billing ? presentAddress(billing) : null,
  };
}

/** Removes every address of a user (account deletion); call it inside the deletion's transaction. */
export async function deleteUserAddresses(db: Executor, userId: number): Promise<number> {
  const removed = await db.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id });
  return removed.length;
}
