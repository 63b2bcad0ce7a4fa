import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VENDOR_POLICY_KINDS } from '../../db/schema/reference';
import type { Executor } from '../../db/client';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { signedInStaff } from '../../plugins/access';
import {
  adminCompanyTypeSchema,
  adminIndustrySchema,
  adminPolicyTemplateSchema,
  adminUnitTypeSchema,
  companyTypeBody,
  industryBody,
  policyTemplateBody,
  referenceIdParams,
  referenceOrderBody,
  unitTypeBody,
  vendorPolicyTemplateSchema,
} from './admin-schemas';
import {
  companyTypeKind,
  createIndustry,
  industryKind,
  listAdminCompanyTypes,
  listAdminIndustries,
  listAdminPolicyTemplates,
  listAdminUnitTypes,
  listVendorPolicyTemplates,
  policyTemplateKind,
  REFERENCE_MESSAGES as M,
  saveCompanyType,
  savePolicyTemplate,
  saveUnitType,
  unitTypeKind,
  updateIndustry,
} from './admin-service';
import { deleteValue, reorderKind, retireValue, type ReferenceAdminContext, type ReferenceKind } from './admin-values';

const tags = ['Stammdaten'];
const access = { access: 'staff:editor', extension: true } as const;

/** What the routes of one kind differ in: address, schemas, names and the service's list and save. */
interface AdminKind<Body extends z.ZodType, Item> {
  /** `/admin/reference/<segment>`. */
  segment: string;
  /** German plural for the OpenAPI summaries („Einheiten“). */
  title: string;
  kind: ReferenceKind;
  schema: z.ZodType<Item>;
  body: Body;
  list: (db: Executor) => Promise<Item[]>;
  save: (context: ReferenceAdminContext, input: z.output<Body>, id?: number) => Promise<Item>;
}

function kindRoutes<Body extends z.ZodType, Item>(spec: AdminKind<Body, Item>): FastifyPluginAsyncZod {
  const base = `/admin/reference/${spec.segment}`;
  const itemResponse = successSchema(spec.schema);
  const done = successSchema(z.null());
  return async (app) => {
    const context = (request: Parameters<typeof signedInStaff>[0]): ReferenceAdminContext => ({
      db: app.db,
      actor: signedInStaff(request),
      ip: request.ip,
    });

    app.get(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: `${spec.title} (auch stillgelegte, mit Anzahl der Verwendungen)`,
          response: { 200: successSchema(z.array(spec.schema)) },
        },
      },
      async () => ok(await spec.list(app.db)),
    );
    app.post(
      base,
      { config: access, schema: { tags, summary: `${spec.title}: Eintrag anlegen`, body: spec.body, response: { 201: itemResponse } } },
      async (request, reply) => created(reply, await spec.save(context(request), request.body as z.output<Body>), M.created),
    );
    app.put(
      `${base}/order`,
      {
        config: access,
        schema: { tags, summary: `${spec.title}: Reihenfolge einer Liste`, body: referenceOrderBody, response: { 200: done } },
      },
      async (request) => {
        await reorderKind(context(request), spec.kind, request.body.ids);
        return ok(null, M.reordered);
      },
    );
    app.put(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `${spec.title}: Eintrag ändern`,
          params: referenceIdParams,
          body: spec.body,
          response: { 200: itemResponse },
        },
      },
      async (request) => ok(await spec.save(context(request), request.body as z.output<Body>, request.params.id), M.saved),
    );
    app.post(
      `${base}/:id/retire`,
      {
        config: access,
        schema: { tags, summary: `${spec.title}: stilllegen (nicht mehr auswählbar)`, params: referenceIdParams, response: { 200: done } },
      },
      async (request) => {
        await retireValue(context(request), spec.kind, request.params.id, true);
        return ok(null, M.retired);
      },
    );
    app.post(
      `${base}/:id/unretire`,
      {
        config: access,
        schema: { tags, summary: `${spec.title}: wieder auswählbar machen`, params: referenceIdParams, response: { 200: done } },
      },
      async (request) => {
        await retireValue(context(request), spec.kind, request.params.id, false);
        return ok(null, M.unretired);
      },
    );
    app.delete(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `${spec.title}: löschen (nur ohne Verwendung, sonst stilllegen)`,
          params: referenceIdParams,
          response: { 200: done },
        },
      },
      async (request) => {
        await deleteValue(context(request), spec.kind, request.params.id);
        return ok(null, M.deleted);
      },
    );
  };
}

/**
 * The reference data's back office (`staff:editor`; admins have every role): industries, units, legal forms and
 * vendor policy templates below `/admin/reference/…`, and the templates for providers. README „Stammdaten im Backoffice“.
 */
export const referenceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    kindRoutes({
      segment: 'industries',
      title: 'Branchen',
      kind: industryKind,
      schema: adminIndustrySchema,
      body: industryBody,
      list: listAdminIndustries,
      save: (context, input, id) => (id === undefined ? createIndustry(context, input) : updateIndustry(context, id, input)),
    }),
  );
  await app.register(
    kindRoutes({
      segment: 'unit-types',
      title: 'Einheiten',
      kind: unitTypeKind,
      schema: adminUnitTypeSchema,
      body: unitTypeBody,
      list: listAdminUnitTypes,
      save: saveUnitType,
    }),
  );
  await app.register(
    kindRoutes({
      segment: 'company-types',
      title: 'Rechtsformen',
      kind: companyTypeKind,
      schema: adminCompanyTypeSchema,
      body: companyTypeBody,
      list: listAdminCompanyTypes,
      save: saveCompanyType,
    }),
  );
  await app.register(
    kindRoutes({
      segment: 'policy-templates',
      title: 'Vorlagen für Anbieter-Richtlinien',
      kind: policyTemplateKind,
      schema: adminPolicyTemplateSchema,
      body: policyTemplateBody,
      list: listAdminPolicyTemplates,
      save: savePolicyTemplate,
    }),
  );

  app.get(
    '/api/getVendorPolicyTemplates',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Vorlagen für die eigenen Richtlinien (Rückgabe, Versand, Datenschutz), ohne stillgelegte',
        querystring: z.object({
          kind: z.enum(VENDOR_POLICY_KINDS, { error: 'Bitte wählen Sie Rückgabe, Versand oder Datenschutz.' }).optional(),
        }),
        response: { 200: successSchema(z.array(vendorPolicyTemplateSchema)) },
      },
    },
    async (request) => ok(await listVendorPolicyTemplates(app.db, request.query.kind)),
  );
};
