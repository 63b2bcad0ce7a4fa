import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_CHANNELS } from '../../db/schema/outbox';
import { ok } from '../../http/envelope';
import type { OutboxEntry } from './service';

const outboxQuery = z.object({
  recipient: z.string().trim().max(254).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

function toJson(entry: OutboxEntry) {
  return {
    id: entry.id,
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject,
    body: entry.body,
    html: entry.html,
    links: entry.links,
    transport: entry.transport,
    created_at: entry.createdAt.toISOString(),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The development outbox (DEV_OUTBOX=true): sent e-mails and SMS, newest first. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.appConfig.devOutbox) return;

  app.get(
    '/dev/outbox',
    {
      config: { access: 'public', extension: true },
      schema: { tags: ['Entwicklung'], summary: 'Postausgang (E-Mail und SMS), neueste zuerst', querystring: outboxQuery },
    },
    async (request) => {
      const entries = await app.outbox.list(request.query);
      return ok(entries.map(toJson));
    },
  );

  app.get(
    '/dev/outbox.html',
    {
      config: { access: 'public', extension: true },
      schema: { tags: ['Entwicklung'], summary: 'Postausgang als Seite', querystring: outboxQuery },
    },
    async (request, reply) => {
      const entries = await app.outbox.list(request.query);
      const rows = entries
        .map(
          (entry) => `<article>
  <header><strong>${entry.channel === 'email' ? 'E-Mail' : 'SMS'}</strong> an ${escapeHtml(entry.recipient)}
  · <time>${entry.createdAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}</time></header>
  ${entry.subject ? `<h2>${escapeHtml(entry.subject)}</h2>` : ''}
  <pre>${linkify(entry.body)}</pre>
</article>`,
        )
        .join('\n');
      const page = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Postausgang – Marktplatz</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}h2{font-size:1.1rem}</style>
</head><body><h1>Postausgang</h1>
<form><label>Empfänger <input name="recipient" value="${escapeHtml(request.query.recipient ?? '')}"></label> <button>Filtern</button></form>
${rows || '<p>Keine Nachrichten.</p>'}
</body></html>`;
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};

export default outboxRoutes;
