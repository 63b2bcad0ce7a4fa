import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from './errors';
import { fileRouteGroup } from './route-group';

async function appWithFiles() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeConfigs: unknown[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return; // fastify's own HEAD twin of each GET route
    const schema = route.schema as { tags?: string[]; summary?: string; description?: string } | undefined;
    const { tags, summary, description } = schema ?? {};
    routeConfigs.push({
      url: route.url,
      method: route.method,
      config: route.config,
      schemaKeys: Object.keys(schema ?? {}),
      tags,
      summary,
      description,
    });
  });
  app.setErrorHandler((error: Error, _request, reply) =>
    reply.code(error instanceof NotFoundError ? 404 : 500).send({ message: error.message }),
  );
  const files = fileRouteGroup(app, { tags: ['Dateien'], config: { access: 'user', extension: true } });
  files({
    url: '/files/:id',
    summary: 'Eine Datei',
    params: z.object({ id: z.coerce.number().int() }),
    handler: async (request) => {
      if (request.params.id !== 7) throw new NotFoundError('Die Datei wurde nicht gefunden.');
      return { body: 'a;b\n', contentType: 'text/csv; charset=utf-8', fileName: `datei-${request.params.id}.csv`, noStore: true };
    },
  });
  files({
    url: '/public-file',
    summary: 'Eine öffentliche Datei',
    description: 'Darf zwischengespeichert werden.',
    querystring: z.object({ name: z.string() }),
    handler: async (request) => ({
      body: Buffer.from('x'),
      contentType: 'text/plain',
      fileName: `${request.query.name}.txt`,
      noStore: false,
    }),
  });
  await app.ready();
  return { app, routeConfigs };
}

describe('fileRouteGroup', () => {
  it('sends the handler’s file as a download, private when it says noStore', async () => {
    const { app } = await appWithFiles();
    const response = await app.inject({ method: 'GET', url: '/files/7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="datei-7.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('a;b\n');

    const open = await app.inject({ method: 'GET', url: '/public-file?name=plan' });
    expect(open.headers['content-disposition']).toBe('attachment; filename="plan.txt"');
    expect(open.headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('passes a refusal of the handler on as the error it threw', async () => {
    const { app } = await appWithFiles();
    const response = await app.inject({ method: 'GET', url: '/files/8' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Die Datei wurde nicht gefunden.' });
    await app.close();
  });

  it('declares GET routes with the group’s tags and access rule and no answer schema', async () => {
    const { app, routeConfigs } = await appWithFiles();
    expect(routeConfigs).toEqual([
      {
        url: '/files/:id',
        method: 'GET',
        config: { access: 'user', extension: true },
        schemaKeys: ['tags', 'summary', 'params'],
        tags: ['Dateien'],
        summary: 'Eine Datei',
        description: undefined,
      },
      {
        url: '/public-file',
        method: 'GET',
        config: { access: 'user', extension: true },
        schemaKeys: ['tags', 'summary', 'description', 'querystring'],
        tags: ['Dateien'],
        summary: 'Eine öffentliche Datei',
        description: 'Darf zwischengespeichert werden.',
      },
    ]);
    await app.close();
  });
});
