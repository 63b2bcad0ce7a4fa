import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { defaultCountry, listCallingCodes, listCountries } from './countries';
import {
  callingCodeResponse,
  cityResponse,
  companyTypeResponse,
  contactCategorySchema,
  contactInfoResponse,
  contractContentResponse,
  parentIndustryResponse,
  postalCodePageResponse,
  streetResponse,
  subIndustryResponse,
  vendorPoliciesResponse,
  contractQuery,
  countrySchema,
  postalCodePrefixQuery,
  postalCodeQuery,
  streetQuery,
  subIndustryQuery,
  unitTypeSchema,
  vendorPoliciesBody,
} from './schema';
import {
  findCities,
  findPostalCodes,
  getContactInfo,
  getVendorPolicies,
  listCompanyTypes,
  listContactCategories,
  listContractContents,
  listParentIndustries,
  listSubIndustries,
  listUnitTypes,
  searchStreets,
  setVendorPolicies,
} from './service';
import { signedInUserId } from '../../plugins/access';

const tags = ['Referenzdaten'];

/** Reference data (spec 02 §7 "Reference data"): countries, places, units, legal forms, industries, policies. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Alle Länder (deutsche Namen, D-A-CH zuerst)', response: { 200: successSchema(z.array(countrySchema)) } },
    },
    async () => ok([...listCountries()]),
  );

  app.get(
    '/getCity',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Orte zu einer Postleitzahl (leere Liste, wenn keiner hinterlegt ist)',
        querystring: postalCodeQuery,
        response: { 200: cityResponse },
      },
    },
    async (request) => ok(await findCities(app.db, request.query.postal_code)),
  );

  app.get(
    '/getStreets',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Straßensuche nach Stichwort', querystring: streetQuery, response: { 200: streetResponse } },
    },
    async (request) => ok(await searchStreets(app.db, request.query.keyword, request.query.limit)),
  );

  app.get(
    '/api/getPostalCodes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Deutsche Postleitzahlen, die mit der Eingabe beginnen',
        querystring: postalCodePrefixQuery,
        response: { 200: postalCodePageResponse },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const result = await findPostalCodes(app.db, request.query.postal_code, page);
      return okPage(result.items, pageMeta(page, result.total));
    },
  );

  app.get(
    '/api/getCountriesCode',
    { config: { access: 'public' }, schema: { tags, summary: 'Telefon-Ländervorwahlen', response: { 200: callingCodeResponse } } },
    async () => ok(listCallingCodes()),
  );

  app.get(
    '/api/getDefaultCountry',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Standardland (Deutschland)', response: { 200: successSchema(countrySchema) } },
    },
    async () => ok(defaultCountry()),
  );

  app.get(
    '/api/getUnitTypes',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Mengeneinheiten mit Grundpreis-Bezug', response: { 200: successSchema(z.array(unitTypeSchema)) } },
    },
    async () => ok(await listUnitTypes(app.db)),
  );

  app.get(
    '/companyTypes',
    { config: { access: 'public' }, schema: { tags, summary: 'Rechtsformen', response: { 200: companyTypeResponse } } },
    async () => ok(await listCompanyTypes(app.db)),
  );

  app.get(
    '/getVendorPolicies',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Richtlinien des Anbieters (Rückgabe, Versand, Datenschutz)',
        response: { 200: vendorPoliciesResponse },
      },
    },
    async (request) => ok(await getVendorPolicies(app.db, signedInUserId(request))),
  );

  app.post(
    '/setVendorPolicies',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Richtlinien des Anbieters speichern',
        body: vendorPoliciesBody,
        response: { 200: vendorPoliciesResponse },
      },
    },
    async (request) => ok(await setVendorPolicies(app.db, signedInUserId(request), request.body), 'Ihre Richtlinien wurden gespeichert.'),
  );

  app.get(
    '/api/getParentIndustries',
    { config: { access: 'public' }, schema: { tags, summary: 'Hauptbranchen', response: { 200: parentIndustryResponse } } },
    async () => ok(await listParentIndustries(app.db)),
  );

  app.get(
    '/api/getSubIndustries',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Unterbranchen einer Hauptbranche', querystring: subIndustryQuery, response: { 200: subIndustryResponse } },
    },
    async (request) => ok(await listSubIndustries(app.db, request.query.id)),
  );

  app.get(
    '/getContactCategories',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Themen des Kontaktformulars', response: { 200: successSchema(z.array(contactCategorySchema)) } },
    },
    async () => ok(await listContactCategories(app.db)),
  );

  app.get(
    '/getContactInfo',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Kontaktdaten des Marktplatzbetreibers', response: { 200: contactInfoResponse } },
    },
    async () => ok(await getContactInfo(app.db)),
  );

  app.get(
    '/getContractContents',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vertragsinhalte (AGB, Datenschutz, Widerruf, Auftragsverarbeitung)',
        querystring: contractQuery,
        response: { 200: contractContentResponse },
      },
    },
    async (request) => ok(await listContractContents(app.db, request.query.key)),
  );
};

export default referenceRoutes;
