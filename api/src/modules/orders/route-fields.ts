import { z } from 'zod';
import { fields } from '../../http/validation';

/** OpenAPI tag of the order routes. */
export const tags = ['Bestellungen'];

/** Status values of orders, for the OpenAPI description (ARCHITECTURE.md: statuses are documented there). */
export const STATUS_DESCRIPTION = [
  'Bestellstatus `order_status`: `pending` (Eingegangen) · `processing` (In Bearbeitung) · `completed` (Abgeschlossen) · `cancelled` (Storniert) — abgeleitet aus den Teilbestellungen.',
  'Teilbestellung `vendor_orders[].status`: `pending` → `confirmed` | `cancelled`; `confirmed` → `shipped` (Versand) | `ready_for_pickup` (Abholung) | `cancelled`; `shipped` → `completed`; `ready_for_pickup` → `completed`. Eine Stornierung bucht den Bestand zurück.',
  'Zahlungsstatus `payment_status`: `pending` (Zahlung ausstehend) · `partially_paid` (Gutschein deckt einen Teil) · `paid` · `refunded`. Zahlungsart `payment_method_code`: `prepayment` · `cash` · `voucher`.',
].join('\n\n');

export const orderNumberParams = z.object({
  order_number: fields.text().trim().min(1, 'Bitte geben Sie eine Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
});

/** An empty query value (`status=`) means „no filter“. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** One line of a refund or a Widerruf: the order item and how many of it. */
export const itemQuantity = z.object({
  item_id: fields.id(),
  qty: z.coerce
    .number({ error: 'Bitte geben Sie eine Stückzahl an.' })
    .int('Bitte geben Sie eine ganze Stückzahl an.')
    .min(1, 'Mindestens 1 Stück.')
    .max(10_000, 'Zu viele Stück.'),
});
