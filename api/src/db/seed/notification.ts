import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, users } from '../schema';
import { DEMO_CUSTOMER_EMAIL, DEMO_PROVIDER_EMAIL } from './account';

/** A few read and unread notifications for both demo accounts, so the bell has something to show. */
export async function seedNotifications(db: Database): Promise<void> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_CUSTOMER_EMAIL, DEMO_PROVIDER_EMAIL]));
  const customer = demo.find((user) => user.email === DEMO_CUSTOMER_EMAIL);
  const provider = demo.find((user) => user.email === DEMO_PROVIDER_EMAIL);
  const at = (iso: string) => new Date(iso);
  if (customer) {
    await db.insert(notifications).values([
      {
        userId: customer.id,
        type: 'account',
        title: 'Willkommen beim Marktplatz',
        body: 'Ihr Konto ist bestätigt. Viel Freude beim Stöbern!',
        readAt: at('2026-01-01T09:05:00Z'),
        createdAt: at('2026-01-01T09:00:00Z'),
      },
      {
        userId: customer.id,
        type: 'new_offer',
        title: 'Neues Angebot erhalten',
        body: 'Becker Haustechnik hat Ihnen ein Angebot für „Badsanierung“ geschickt.',
        data: { offer_id: 1 },
        createdAt: at('2026-01-03T14:30:00Z'),
      },
      {
        userId: customer.id,
        type: 'new_message',
        title: 'Neue Nachricht',
        body: 'Thomas Becker: „Passt Ihnen ein Besichtigungstermin am Donnerstag?“',
        createdAt: at('2026-01-04T08:15:00Z'),
      },
    ]);
  }
  if (provider) {
    await db.insert(notifications).values([
      {
        userId: provider.id,
        type: 'new_inquiry',
        title: 'Neue Anfrage',
        body: 'Anna Schneider hat eine Anfrage zu „Badsanierung“ gestellt.',
        createdAt: at('2026-01-02T10:00:00Z'),
      },
      {
        userId: provider.id,
        type: 'new_order',
        title: 'Neue Bestellung',
        body: 'Bestellung 100001 ist eingegangen.',
        data: { order_number: '100001' },
        createdAt: at('2026-01-05T11:45:00Z'),
      },
    ]);
  }
}
