import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NodeEnv } from '../../config';
import { ok, successSchema } from '../../http/envelope';
import { announceContentChange, contentVersion } from './changes';
import { contentNow, setContentClock } from './clock';

const tags = ['Inhalte'];

/**
 * Whether the journeys may move the content clock: only with `CONTENT_TEST_CLOCK=1` (the e2e harness sets it for the
 * API it starts) and never in production, whatever the environment says.
 */
export function testClockAllowed(flag: string | undefined, nodeEnv: NodeEnv): boolean {
  return flag === '1' && nodeEnv !== 'production';
}

const clockBody = z.object({
  at: z
    .string()
    .datetime({ offset: true, error: 'Bitte geben Sie Datum und Uhrzeit mit Zeitzone an (z. B. 2026-12-24T10:00:00+01:00).' })
    .nullable(),
});

/**
 * `GET /content/version` (public): what the shell's servers compare before they use a kept answer (changes.ts).
 * `POST /__test__/content-clock { at }` (test clock, see `testClockAllowed`; else no such route, 404): moves the
 * content clock so that it shows `at` now and runs on from there; `at: null` puts it back to the real time.
 */
export const freshnessRoutes: FastifyPluginAsyncZod<{ testClock?: boolean }> = async (app, options) => {
  app.get(
    '/content/version',
    {
      config: { access: 'public', extension: true },
      // An operator's call of the shell's servers (like /ready), not part of the clients' contract.
      schema: {
        hide: true,
        tags,
        summary: 'Stand der Inhalte (für die Caches der Server)',
        response: { 200: successSchema(z.object({ version: z.string() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ version: await contentVersion(app.db) });
    },
  );

  if (!(options.testClock ?? testClockAllowed(process.env.CONTENT_TEST_CLOCK, app.appConfig.nodeEnv))) return;
  let restore: (() => void) | null = null;
  app.post(
    '/__test__/content-clock',
    {
      config: { access: 'public' },
      schema: { hide: true, body: clockBody, response: { 200: successSchema(z.object({ now: z.string() })) } },
    },
    async (request) => {
      restore?.();
      restore = null;
      if (request.body.at !== null) {
        const offset = new Date(request.body.at).getTime() - Date.now();
        restore = setContentClock(() => new Date(Date.now() + offset));
      }
      await announceContentChange('clock');
      return ok({ now: contentNow().toISOString() });
    },
  );
  app.addHook('onClose', async () => {
    restore?.();
  });
};
