import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from './errors';
import { fields } from './validation';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route of generated demo pictures: `GET <url>` with `:name`, the SVG that name stands for. */
export interface IllustrationRoute<Spec> {
  url: `${string}/:name`;
  tags: string[];
  summary: string;
  /** What the file name stands for (motif, hue, …), or `null` for a name that is none (404). */
  parse: (name: string) => Spec | null;
  svg: (spec: Spec) => string;
}

/**
 * Registers the route of a module's generated demo pictures (the seeds' product and property images): public,
 * kept a day by any cache, and loadable from the front end's origin (`cross-origin-resource-policy`).
 */
export function illustrationRoute<Spec>(app: RouteApp, route: IllustrationRoute<Spec>): void {
  app.get(
    route.url,
    {
      config: { access: 'public', extension: true },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: z.object({ name: fields.text().max(80) }),
      },
    },
    async (request, reply) => {
      const spec = route.parse(request.params.name);
      if (!spec) throw new NotFoundError('Das Bild wurde nicht gefunden.');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(route.svg(spec));
    },
  );
}
