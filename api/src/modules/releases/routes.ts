import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
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

  app.post(
    '/admin/releases/builds',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Build eines Bereichs registrieren',
        body: registerBuildBody,
        response: { 201: successSchema(buildSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await registerBuild(app.db, { actor: signedInStaff(request), ip: request.ip }, request.body), 'Build registriert.'),
  );

  app.get(
    '/admin/releases/builds',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Registrierte Builds eines Bereichs, neueste zuerst',
        querystring: areaQuery,
        response: { 200: successSchema(z.array(buildSchema)) },
      },
    },
    async (request) => ok(await listBuilds(app.db, request.query.area)),
  );

  app.get(
    '/admin/releases/:env',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Stand einer Umgebung: Shell, Live und Canary je Bereich mit Fehlern je Version, die letzten Schritte',
        params: envParams,
        querystring: historyQuery,
        response: { 200: successSchema(environmentStateSchema) },
      },
    },
    async (request) => {
      assertEnvironment(environments, request.params.env);
      return ok(await environmentState(app.db, environments, request.params.env, request.query.area));
    },
  );

  app.put(
    '/admin/releases/:env/shell',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Shell einer Umgebung mit den Versionen ihrer geteilten Bibliotheken eintragen',
        params: envParams,
        body: shellBody,
        response: { 200: successSchema(shellSchema) },
      },
    },
    async (request) => ok(await registerShell(app.db, contextOf(request), request.params.env, request.body), 'Shell eingetragen.'),
  );

  app.post(
    '/admin/releases/:env/release',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Build live schalten oder als Canary für einen Anteil der Besucher',
        params: envParams,
        body: releaseBody,
        response: { 200: successSchema(changeSchema) },
      },
    },
    async (request) => ok(await release(app.db, contextOf(request), request.params.env, request.body), 'Release ausgeführt.'),
  );

  app.post(
    '/admin/releases/:env/promote',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Live-Version dieser Umgebung in die nächste übernehmen',
        params: envParams,
        body: areaBody,
        response: { 200: successSchema(changeSchema) },
      },
    },
    async (request) => ok(await promote(app.db, contextOf(request), request.params.env, request.body.area), 'Version übernommen.'),
  );

  app.post(
    '/admin/releases/:env/rollback',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Vorherige Live-Version wiederherstellen',
        params: envParams,
        body: areaBody,
        response: { 200: successSchema(changeSchema) },
      },
    },
    async (request) => ok(await rollback(app.db, contextOf(request), request.params.env, request.body.area), 'Zurückgenommen.'),
  );

  app.put(
    '/admin/releases/:env/canary/:area',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Anteil des laufenden Canary ändern (1–99 %)',
        params: envAreaParams,
        body: canaryBody,
        response: { 200: successSchema(changeSchema) },
      },
    },
    async (request) =>
      ok(
        await changeCanary(app.db, contextOf(request), request.params.env, request.params.area, request.body.percent),
        'Canary-Anteil geändert.',
      ),
  );

  app.delete(
    '/admin/releases/:env/canary/:area',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Canary beenden: nur noch die Live-Version',
        params: envAreaParams,
        response: { 200: successSchema(changeSchema) },
      },
    },
    async (request) => ok(await changeCanary(app.db, contextOf(request), request.params.env, request.params.area, null), 'Canary beendet.'),
  );

  app.post(
    '/admin/releases/:env/override-links',
    {
      config: { access: RELEASE_ACCESS, extension: true },
      schema: {
        tags,
        summary: 'Signierten Testlink ausstellen: ein Browser lädt diesen Build des Bereichs',
        params: envParams,
        body: overrideLinkBody,
        response: { 201: successSchema(overrideLinkSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await issueOverrideLink(
          app.db,
          { ...contextOf(request), secret: linkSecret, publicWebUrl: app.appConfig.publicWebUrl },
          request.params.env,
          request.body,
        ),
        'Testlink ausgestellt.',
      ),
  );
};

export default releaseRoutes;
