import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { signedInStaff } from '../../plugins/access';
import {
  areaBody,
  areaQuery,
  buildSchema,
  canaryBody,
  changeSchema,
  compositionSchema,
  envAreaParams,
  environmentStateSchema,
  envParams,
  failureBody,
  historyQuery,
  overrideLinkBody,
  overrideLinkSchema,
  registerBuildBody,
  releaseBody,
  shellBody,
  shellSchema,
} from './schemas';
import { changeCanary, issueOverrideLink, promote, recordFailure, registerBuild, registerShell, release, rollback } from './service';
import { assertEnvironment, composition, environmentState, listBuilds } from './state';

const tags = ['Releases'];
const RELEASE_ACCESS = 'staff:release,release_production';

/**
 * The release registry: which build of each area is live (and the canary) per environment, with history. The
 * shell's server reads the composition; the release CLI (`npm run release`) drives the steps with a personal
 * staff API token; the shell reports failures of a build.
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { environments, linkSecret } = app.appConfig.releases;
  const failuresCounter = new Counter({
    name: 'marktplatz_area_failures_total',
    help: 'Lade- und Renderfehler der Bereiche je Umgebung, Bereich, Version und Art / area load and render failures',
    labelNames: ['environment', 'area', 'version', 'kind'] as const,
    registers: [app.metrics.registry],
  });
  const contextOf = (request: FastifyRequest) => ({ actor: signedInStaff(request), ip: request.ip, environments });

  app.get(
    '/releases/:env/composition',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Live- und Canary-Build jedes Bereichs einer Umgebung (für /remotes.json der Shell)',
        params: envParams,
        response: { 200: successSchema(compositionSchema) },
      },
    },
    async (request, reply) => {
      assertEnvironment(environments, request.params.env);
      reply.header('cache-control', 'public, max-age=5');
      return ok(await composition(app.db, request.params.env));
    },
  );

  app.post(
    '/releases/failures',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Lade- oder Renderfehler eines Bereichs-Builds melden (anonym: Umgebung, Bereich, Version, Art)',
        body: failureBody,
      },
    },
    async (request, reply) => {
      await recordFailure(app.db, environments, request.body);
      failuresCounter.inc({
        environment: request.body.environment,
        area: request.body.area,
        version: request.body.version,
        kind: request.body.kind,
      });
      return reply.code(204).send();
    },
  );

  const route = routeGroup(app, { tags, config: { access: RELEASE_ACCESS, extension: true } });

  route({
    method: 'POST',
    url: '/admin/releases/builds',
    summary: 'Build eines Bereichs registrieren',
    body: registerBuildBody,
    data: buildSchema,
    status: 201,
    message: 'Build registriert.',
    handler: (request) => registerBuild(app.db, { actor: signedInStaff(request), ip: request.ip }, request.body),
  });

  route({
    method: 'GET',
    url: '/admin/releases/builds',
    summary: 'Registrierte Builds eines Bereichs, neueste zuerst',
    querystring: areaQuery,
    data: z.array(buildSchema),
    handler: (request) => listBuilds(app.db, request.query.area),
  });

  route({
    method: 'GET',
    url: '/admin/releases/:env',
    summary: 'Stand einer Umgebung: Shell, Live und Canary je Bereich mit Fehlern je Version, die letzten Schritte',
    params: envParams,
    querystring: historyQuery,
    data: environmentStateSchema,
    handler: async (request) => {
      assertEnvironment(environments, request.params.env);
      return environmentState(app.db, environments, request.params.env, request.query.area);
    },
  });

  route({
    method: 'PUT',
    url: '/admin/releases/:env/shell',
    summary: 'Shell einer Umgebung mit den Versionen ihrer geteilten Bibliotheken eintragen',
    params: envParams,
    body: shellBody,
    data: shellSchema,
    message: 'Shell eingetragen.',
    handler: (request) => registerShell(app.db, contextOf(request), request.params.env, request.body),
  });

  route({
    method: 'POST',
    url: '/admin/releases/:env/release',
    summary: 'Build live schalten oder als Canary für einen Anteil der Besucher',
    params: envParams,
    body: releaseBody,
    data: changeSchema,
    message: 'Release ausgeführt.',
    handler: (request) => release(app.db, contextOf(request), request.params.env, request.body),
  });

  route({
    method: 'POST',
    url: '/admin/releases/:env/promote',
    summary: 'Live-Version dieser Umgebung in die nächste übernehmen',
    params: envParams,
    body: areaBody,
    data: changeSchema,
    message: 'Version übernommen.',
    handler: (request) => promote(app.db, contextOf(request), request.params.env, request.body.area),
  });

  route({
    method: 'POST',
    url: '/admin/releases/:env/rollback',
    summary: 'Vorherige Live-Version wiederherstellen',
    params: envParams,
    body: areaBody,
    data: changeSchema,
    message: 'Zurückgenommen.',
    handler: (request) => rollback(app.db, contextOf(request), request.params.env, request.body.area),
  });

  route({
    method: 'PUT',
    url: '/admin/releases/:env/canary/:area',
    summary: 'Anteil des laufenden Canary ändern (1–99 %)',
    params: envAreaParams,
    body: canaryBody,
    data: changeSchema,
    message: 'Canary-Anteil geändert.',
    handler: (request) => changeCanary(app.db, contextOf(request), request.params.env, request.params.area, request.body.percent),
  });

  route({
    method: 'DELETE',
    url: '/admin/releases/:env/canary/:area',
    summary: 'Canary beenden: nur noch die Live-Version',
    params: envAreaParams,
    data: changeSchema,
    message: 'Canary beendet.',
    handler: (request) => changeCanary(app.db, contextOf(request), request.params.env, request.params.area, null),
  });

  route({
    method: 'POST',
    url: '/admin/releases/:env/override-links',
    summary: 'Signierten Testlink ausstellen: ein Browser lädt diesen Build des Bereichs',
    params: envParams,
    body: overrideLinkBody,
    data: overrideLinkSchema,
    status: 201,
    message: 'Testlink ausgestellt.',
    handler: (request) =>
      issueOverrideLink(
        app.db,
        { ...contextOf(request), secret: linkSecret, publicWebUrl: app.appConfig.publicWebUrl },
        request.params.env,
        request.body,
      ),
  });
};

export default releaseRoutes;
