import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { fields } from '../../http/validation';
import { INVOICE_MAIL_LINK_TTL_SECONDS, invoiceEmail } from './invoice-files';
import { invoiceForUser } from './invoices';

const tags = ['Bestellungen'];

const number = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  fields.text().trim().max(40, 'Die Nummer ist zu lang.').optional(),
);

export const sendInvoiceOnMailResponse = successSchema(
  z.object({
    invoice_number: z.string(),
    sent_to: z.string(),
    recipient: z.enum(['buyer', 'self']),
    link_valid_until: z.string(),
  }),
);

/** `POST /sendInvoiceOnMail` (spec 02 §7 "Chat and contact"): the invoice by e-mail, through the outbox. */
export function registerInvoiceMailRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.post(
    '/sendInvoiceOnMail',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Rechnung per E-Mail senden (Verkäufer → Käufer, Käufer → sich selbst)',
        description:
          '`order_number` = Teilbestellnummer (ihre Rechnung) oder `invoice_number` (auch Rechnungskorrekturen). Der Verkäufer sendet an die E-Mail-Adresse der Bestellung, der Käufer an die seines Kontos. Die E-Mail enthält einen signierten Link auf das PDF in der privaten Dateiablage (7 Tage gültig; das Postausgangsfach trägt keine Anhänge). Fremde Rechnungen → 404.',
        body: z
          .object({ order_number: number, invoice_number: number })
          .refine((body) => Boolean(body.order_number || body.invoice_number), {
            message: 'Bitte geben Sie eine Bestell- oder Rechnungsnummer an.',
            path: ['order_number'],
          }),
        response: { 200: sendInvoiceOnMailResponse },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('Route ohne Anmeldung aufgerufen, obwohl sie eine verlangt.');
      const invoice = await invoiceForUser(app.db, user, {
        orderNumber: request.body.order_number,
        invoiceNumber: request.body.invoice_number,
      });
      const { sentToBuyer, ...message } = await invoiceEmail(app.db, app.appConfig, user, invoice);
      await app.outbox.sendEmail(message);
      return ok(
        {
          invoice_number: invoice.invoiceNumber,
          sent_to: message.to,
          recipient: sentToBuyer ? ('buyer' as const) : ('self' as const),
          link_valid_until: new Date(Date.now() + INVOICE_MAIL_LINK_TTL_SECONDS * 1000).toISOString(),
        },
        `Die Rechnung wurde an ${message.to} gesendet.`,
      );
    },
  );
}
