import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { summaryQuery, vitalsBody } from './schemas';
import { recordVitals, vitalsSummary } from './service';

const tags = ['Web Vitals'];

/** Real-user Core Web Vitals (anonymous; the shell sends them only after consent to statistics). */
const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vitals',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Web Vitals eines Seitenaufrufs speichern (anonym: Seitentyp, LCP, INP, CLS)', body: vitalsBody },
    },
    async (request, reply) => {
      await recordVitals(app.db, request.body);
      return reply.code(201).send(ok(null));
    },
  );

  app.get(
    '/vitals/summary',
    {
      config: { access: 'public' },
      schema: { tags, summary: '75. Perzentil von LCP, INP und CLS je Seitentyp (Standard: letzte 28 Tage)', querystring: summaryQuery },
    },
    async (request) => ok(await vitalsSummary(app.db, request.query.days)),
  );
};

export default vitalsRoutes;
