import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopOrders } from '../../db/schema/orders';
import { ok } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { fields } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import { ORDER_NOT_FOUND, recordPaymentReceived } from './service';

const tags = ['Guthaben und Auszahlungen'];

const transferBody = z.object({ order_number: fields.requiredText(40) });

/**
 * Back office, finance (`api/scripts/payouts.mjs` with a personal staff token): a customer's bank transfer arrived.
 * A staff action: the member from the session or API token, an audit entry in the transaction of the change.
 */
export function registerPaymentRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const settings = app.appConfig.payouts;
  const finance = { access: 'staff:finance' as const, extension: true };

  app.post(
    '/admin/payouts/transfer-received',
    {
      config: finance,
      schema: { tags, summary: 'Finanzen: Zahlungseingang einer Bestellung verbuchen (Überweisung der Kundin)', body: transferBody },
    },
    async (request) => {
      const member = signedInStaff(request);
      const updated = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const [order] = await tx
          .select({ id: shopOrders.id, paymentStatus: shopOrders.paymentStatus, paidCents: shopOrders.paidCents })
          .from(shopOrders)
          .where(eq(shopOrders.orderNumber, request.body.order_number))
          .limit(1);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        const row = await recordPaymentReceived(tx, order.id, { commissionBasisPoints: settings.commissionBasisPoints });
        await audit({
          action: 'payouts.transfer_received',
          recordType: 'order',
          recordId: row.orderNumber,
          before: { payment_status: order.paymentStatus, paid_cents: order.paidCents },
          after: { payment_status: row.paymentStatus, paid_cents: row.paidCents },
        });
        return row;
      });
      return ok({ order_number: updated.orderNumber, payment_status: updated.paymentStatus }, 'Der Zahlungseingang wurde verbucht.');
    },
  );
}
