import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './auth';
import { ok, okPage, pageSuccessSchema, successSchema, type PageMeta } from './envelope';
import { sendAttachment, type Attachment } from './replies';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type Validated<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** What the routes of one group share: their OpenAPI tags and their access rule (the routes' `config`). */
export interface RouteGroup {
  tags: string[];
  config: { access: Access; extension?: boolean };
}

/** A request as the route's schemas validated it. */
export type GroupRequest<Params, Query, Body> = FastifyRequest<{
  Params: Validated<Params>;
  Querystring: Validated<Query>;
  Body: Validated<Body>;
}>;

/** One route of a group that answers with the success envelope `{ status: true, message?, data }`. */
export interface EnvelopedRoute<Params, Query, Body, Data extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The schema of the envelope's `data`. */
  data: Data;
  /** 201 for a route that creates; 200 when left out. */
  status?: 200 | 201;
  /** The envelope's German message (the front end's toast), or the message for the answer's `data` and the request. */
  message?: string | ((data: z.output<Data>, request: GroupRequest<Params, Query, Body>) => string);
  /** The envelope's `data`; refusals are thrown as the errors of `./errors`. */
  handler: (request: GroupRequest<Params, Query, Body>, reply: FastifyReply) => Promise<z.output<Data>>;
}

/**
 * Declares routes of one group: each names its method, address, summary, schemas, the schema of its `data` and its
 * message; the group adds the tags and the access rule, documents the answer as `successSchema(data)` under its status
 * and answers `ok(data, message)`.
 */
export function routeGroup(app: RouteApp, { tags, config }: RouteGroup) {
  return <
    Data extends z.ZodType,
    Params extends z.ZodType | undefined = undefined,
    Query extends z.ZodType | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
  >(
    route: EnvelopedRoute<Params, Query, Body, Data>,
  ): void => {
    const status = route.status ?? 200;
    const schema = groupSchema(tags, route, { [status]: successSchema(route.data) });
    app.route({
      method: route.method,
      url: route.url,
      config,
      schema,
      handler: async (request, reply) => {
        const validated = request as GroupRequest<Params, Query, Body>;
        const data = await route.handler(validated, reply);
        const message = typeof route.message === 'function' ? route.message(data, validated) : route.message;
        return reply.code(status).send(ok(data, message));
      },
    });
  };
}

/** One route of a group that answers a page of a list: `{ status: true, message?, data: rows, meta }`. */
export interface PagedRoute<Params, Query, Body, Item extends z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The schema of one row of `data`. */
  item: Item;
  message?: string;
  /** The page's rows and its paginator (`pageMeta` of `./pagination`); refusals are thrown as the errors of `./errors`. */
  handler: (request: GroupRequest<Params, Query, Body>, reply: FastifyReply) => Promise<{ rows: z.output<Item>[]; meta: PageMeta }>;
}

/**
 * Declares paged lists of one group like `routeGroup` declares its routes: the group adds the tags and the access rule,
 * documents the answer as `pageSuccessSchema(item)` and answers `okPage(rows, meta, message)`.
 */
export function pagedRouteGroup(app: RouteApp, { tags, config }: RouteGroup) {
  return <
    Item extends z.ZodType,
    Params extends z.ZodType | undefined = undefined,
    Query extends z.ZodType | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
  >(
    route: PagedRoute<Params, Query, Body, Item>,
  ): void => {
    const schema = groupSchema(tags, route, { 200: pageSuccessSchema(route.item) });
    app.route({
      method: route.method,
      url: route.url,
      config,
      schema,
      handler: async (request, reply) => {
        const { rows, meta } = await route.handler(request as GroupRequest<Params, Query, Body>, reply);
        return okPage(rows, meta, route.message);
      },
    });
  };
}

/** One route of a group that answers a file to download (no JSON answer, so no response schema). */
export interface FileRoute<Params, Query> {
  url: string;
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  /** The file (bytes, content type, name, caching) for the request; refusals are thrown as the errors of `./errors`. */
  handler: (request: GroupRequest<Params, Query, undefined>) => Promise<Attachment>;
}

/**
 * Declares the file downloads of one group (GET): the group adds the tags and the access rule, the route names its
 * address, summary and request schemas, and its handler gives the file, which is sent with `sendAttachment`.
 */
export function fileRouteGroup(app: RouteApp, { tags, config }: RouteGroup) {
  return <Params extends z.ZodType | undefined = undefined, Query extends z.ZodType | undefined = undefined>(
    route: FileRoute<Params, Query>,
  ): void => {
    app.route({
      method: 'GET',
      url: route.url,
      config,
      schema: groupSchema(tags, route),
      handler: async (request, reply) => sendAttachment(reply, await route.handler(request as GroupRequest<Params, Query, undefined>)),
    });
  };
}

/**
 * The OpenAPI schema of a group's route: the group's tags, the route's summary, description and request schemas, and
 * its answer (none for a file). Typed by the routes' own generics; fastify's inference cannot follow a schema built
 * from optional parts.
 */
function groupSchema(
  tags: string[],
  {
    summary,
    description,
    params,
    querystring,
    body,
  }: Pick<EnvelopedRoute<unknown, unknown, unknown, z.ZodType>, 'summary' | 'description' | 'params' | 'querystring' | 'body'>,
  response?: Record<number, z.ZodType>,
): FastifySchema & { tags: string[]; summary: string } {
  return {
    tags,
    summary,
    ...(description !== undefined && { description }),
    ...(params !== undefined && { params }),
    ...(querystring !== undefined && { querystring }),
    ...(body !== undefined && { body }),
    ...(response !== undefined && { response }),
  };
}
