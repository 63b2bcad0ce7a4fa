import type { Database } from '../client';
import { vouchers } from '../schema';

/**
 * Demo vouchers: two valid value vouchers, one expired and one spent (so every voucher message can be tried).
 * Codes are upper case; the checkout looks them up case-insensitively.
 */
export async function seedCheckout(db: Database): Promise<void> {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  await db.insert(vouchers).values([
    {
      code: 'WILLKOMMEN10',
      description: 'Willkommensgutschein über 10 €',
      valueCents: 1000,
      balanceCents: 1000,
      validUntil: new Date(now + 365 * day),
    },
    {
      code: 'GESCHENK50',
      description: 'Geschenkgutschein über 50 €',
      valueCents: 5000,
      balanceCents: 5000,
      validUntil: new Date(now + 3 * 365 * day),
    },
    {
      code: 'SOMMER2025',
      description: 'Sommeraktion 2025 (abgelaufen)',
      valueCents: 1500,
      balanceCents: 1500,
      validUntil: new Date('2025-09-30T21:59:59Z'),
    },
    { code: 'EINGELOEST', description: 'Bereits eingelöster Gutschein', valueCents: 2000, balanceCents: 0 },
  ]);
}
