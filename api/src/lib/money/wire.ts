import { z } from 'zod';

/** An amount in euros as the API answers it (`12.5`), beside its integer cents. */
export const euroAmount = z.number();
/** An amount in integer cents (`1250`). */
export const centAmount = z.number().int();

/**
 * The two wire fields of one amount: `name` in euros and `name_cents` in cents (`...moneyFields('total')` gives
 * `total` and `total_cents`), so response schemas do not spell the pair out each time.
 */
export function moneyFields<K extends string>(name: K) {
  return { [name]: euroAmount, [`${name}_cents`]: centAmount } as Record<K, typeof euroAmount> & Record<`${K}_cents`, typeof centAmount>;
}

/** `moneyFields` of an amount that may be missing (`null` in euros and cents). */
export const nullableMoneyFields = <K extends string>(name: K) =>
  ({ [name]: euroAmount.nullable(), [`${name}_cents`]: centAmount.nullable() }) as Record<K, z.ZodNullable<typeof euroAmount>> &
    Record<`${K}_cents`, z.ZodNullable<typeof centAmount>>;
