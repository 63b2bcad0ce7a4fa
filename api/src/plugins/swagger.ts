import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

const zodTransform = createJsonSchemaTransform({ skipList: ['/graphql', '/graphiql', '/docs', '/docs/json', '/docs/yaml'] });
const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * The named wire shapes (`src/http/contract.ts`) become `components.schemas`. The zod transform adds an input twin
 * (`<id>Input`) of each; a twin no request refers to is dropped, so the contract lists each shape once.
 */
const transformObject: typeof zodTransformObject = (document) => {
  const result = zodTransformObject(document) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = result.components?.schemas;
  if (schemas) {
    const used = JSON.stringify(result.paths ?? {});
    for (const id of Object.keys(schemas)) {
      if (id.endsWith('Input') && id.slice(0, -'Input'.length) in schemas && !used.includes(`"#/components/schemas/${id}"`)) {
        delete schemas[id];
      }
    }
  }
  return result as ReturnType<typeof zodTransformObject>;
};

/** OpenAPI from the route schemas, with the UI at /docs. Calls the spec lacks carry `x-extension: true`. */
export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Marktplatz-API',
        version: '0.1.0',
        description:
          'REST-Schnittstelle des Marktplatzes. Antworten: `{ status, message?, data, meta? }`; Fehler: `{ status: false, code?, message, errors? }`. ' +
          'Aufrufe mit `x-extension: true` stehen nicht in der Spezifikation.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transformObject,
    transform: (document) => {
      const result = zodTransform(document);
      const config = document.route.config as { access?: string; extension?: boolean } | undefined;
      const schema = { ...(result.schema as Record<string, unknown>) };
      if (schema.hide) return { ...result, schema };
      if (config?.extension) schema['x-extension'] = true;
      if (config?.access && config.access !== 'public') {
        schema.security = [{ bearer: [] }];
        schema['x-access'] = config.access;
      }
      return { ...result, schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
