import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VENDOR_POLICY_KINDS } from '../../db/schema/reference';
import type { Executor } from '../../db/client';
import { routeGroup } from '../../http/route-group';
import { retirableValueRoutes } from '../../http/retirable-value-routes';
import { signedInStaff } from '../../plugins/access';
import {
  adminCompanyTypeSchema,
  adminIndustrySchema,
  adminPolicyTemplateSchema,
  adminUnitTypeSchema,
  companyTypeBody,
  industryBody,
  policyTemplateBody,
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
const config = { access: 'staff:editor', extension: true } as const;

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
  return retirableValueRoutes({
    base: `/admin/reference/${spec.segment}`,
    tags,
    config,
    item: spec.schema,
    createBody: spec.body,
    updateBody: spec.body,
    summaries: {
      list: `${spec.title} (auch stillgelegte, mit Anzahl der Verwendungen)`,
      create: `${spec.title}: Eintrag anlegen`,
      order: `${spec.title}: Reihenfolge einer Liste`,
      update: `${spec.title}: Eintrag ändern`,
      retire: `${spec.title}: stilllegen (nicht mehr auswählbar)`,
      unretire: `${spec.title}: wieder auswählbar machen`,
      delete: `${spec.title}: löschen (nur ohne Verwendung, sonst stilllegen)`,
    },
    messages: M,
    staff: signedInStaff,
    list: spec.list,
    create: (context, input) => spec.save(context, input),
    update: (context, id, input) => spec.save(context, input, id),
    reorder: (context, ids) => reorderKind(context, spec.kind, ids),
    setRetired: (context, id, retired) => retireValue(context, spec.kind, id, retired),
    remove: (context, id) => deleteValue(context, spec.kind, id),
  });
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

  routeGroup(app, { tags, config: { access: 'provider', extension: true } })({
    method: 'GET',
    url: '/api/getVendorPolicyTemplates',
    summary: 'Vorlagen für die eigenen Richtlinien (Rückgabe, Versand, Datenschutz), ohne stillgelegte',
    querystring: z.object({
      kind: z.enum(VENDOR_POLICY_KINDS, { error: 'Bitte wählen Sie Rückgabe, Versand oder Datenschutz.' }).optional(),
    }),
    data: z.array(vendorPolicyTemplateSchema),
    handler: (request) => listVendorPolicyTemplates(app.db, request.query.kind),
  });
};
