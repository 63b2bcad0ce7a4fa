import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerAppointments } from '../../db/schema/stores';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/** The stores' part of the data export (DSGVO Art. 15/20): the person's appointment requests and bookings. */
export async function exportUserAppointments(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(providerAppointments)
    .where(eq(providerAppointments.customerId, user.id))
    .orderBy(asc(providerAppointments.id));
  return { appointments: exportRows(rows, ['customerId', 'calendarToken']) };
}

/**
 * The stores' part of erasing a customer: the appointments' free text goes and the calendar links stop working (a
 * new random token); the times stay for the provider's calendar, the customer shows as „Gelöschtes Konto“.
 */
export async function eraseUserAppointments(tx: Executor, user: ErasedUser): Promise<void> {
  const rows = await tx
    .select({ id: providerAppointments.id })
    .from(providerAppointments)
    .where(eq(providerAppointments.customerId, user.id));
  for (const row of rows) {
    await tx
      .update(providerAppointments)
      .set({ message: '', calendarToken: `geloescht-${row.id}-${crypto.randomUUID()}`, updatedAt: new Date() })
      .where(eq(providerAppointments.id, row.id));
  }
}
