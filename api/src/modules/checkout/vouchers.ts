import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { voucherRedemptions, vouchers } from '../../db/schema/checkout';
import { ValidationError } from '../../http/errors';
import { euros } from '../../lib/money';
import type { VoucherInfoAnswer } from './schemas';

export type VoucherRow = typeof vouchers.$inferSelect;

const germanDate = (date: Date) =>
  date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Why a voucher cannot be used now (German, for `errors.voucher_code`), or null when it can. */
export function voucherRefusal(voucher: VoucherRow | null, code: string, now = new Date()): string | null {
  if (!voucher || !voucher.active) return `Der Gutscheincode „${code}“ ist ungültig.`;
  if (voucher.validFrom && voucher.validFrom > now) return `Dieser Gutschein ist erst ab dem ${germanDate(voucher.validFrom)} gültig.`;
  if (voucher.validUntil && voucher.validUntil < now) return `Dieser Gutschein ist am ${germanDate(voucher.validUntil)} abgelaufen.`;
  if (voucher.balanceCents <= 0) return 'Das Guthaben dieses Gutscheins ist bereits aufgebraucht.';
  return null;
}

export async function findVoucher(db: Executor, code: string, lock = false): Promise<VoucherRow | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A usable voucher (locked when asked, inside the checkout transaction); a German 422 on `voucher_code` otherwise. */
export async function usableVoucher(db: Executor, code: string, lock = false): Promise<VoucherRow> {
  const voucher = await findVoucher(db, code, lock);
  const refusal = voucherRefusal(voucher, code);
  if (refusal || !voucher) throw ValidationError.field('voucher_code', refusal ?? `Der Gutscheincode „${code}“ ist ungültig.`);
  return voucher;
}

export function presentVoucher(voucher: VoucherRow): VoucherInfoAnswer {
  return {
    code: voucher.code,
    description: voucher.description,
    value: euros(voucher.valueCents),
    value_cents: voucher.valueCents,
    balance: euros(voucher.balanceCents),
    balance_cents: voucher.balanceCents,
    valid_from: voucher.validFrom?.toISOString() ?? null,
    valid_until: voucher.validUntil?.toISOString() ?? null,
    valid: true,
  };
}

/**
 * Takes `amountCents` from the voucher's balance for an order (inside the checkout transaction, on the row locked
 * by {@link usableVoucher}); the guarded update refuses to go below zero.
 */
export async function redeemVoucher(
  tx: Executor,
  voucher: VoucherRow,
  input: { orderId: number; userId: number; amountCents: number },
): Promise<void> {
  if (input.amountCents <= 0) return;
  const [updated] = await tx
    .update(vouchers)
    .set({ balanceCents: sql`${vouchers.balanceCents} - ${input.amountCents}` })
    .where(sql`${vouchers.id} = ${voucher.id} and ${vouchers.balanceCents} >= ${input.amountCents}`)
    .returning({ id: vouchers.id });
  if (!updated) throw ValidationError.field('voucher_code', 'Das Guthaben dieses Gutscheins reicht nicht mehr aus.');
  await tx
    .insert(voucherRedemptions)
    .values({ voucherId: voucher.id, orderId: input.orderId, userId: input.userId, amountCents: input.amountCents });
}
