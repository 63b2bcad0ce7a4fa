import { z } from 'zod';

/**
 * Names a shape of the wire contract: the schema is registered under `id`, appears in the OpenAPI document under
 * `components.schemas[id]` (route schemas that use it refer to it by `$ref`), and `npm run contract` turns it into
 * a TypeScript type of `@marktplatz/shared` (`components['schemas'][id]`). Use it for every answer shape the front
 * end reads — also for shapes that travel inside a GraphQL `JSON` scalar, which GraphQL cannot describe.
 * Derive the module's TypeScript type from the schema (`z.infer`), so the API and the contract cannot drift.
 */
export function wireSchema<T extends z.ZodType>(id: string, schema: T): T {
  if (z.globalRegistry.has(schema)) throw new Error(`Die Vertragsform „${id}“ ist schon registriert.`);
  z.globalRegistry.add(schema, { id });
  return schema;
}

/** A record's id in an answer shape: a whole number (the requests' ids are `fields.id()` of `./validation`). */
export const wireId = z.number().int();
