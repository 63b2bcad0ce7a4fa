import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPage } from '../../http/pagination';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { defaultCountry, listCallingCodes, listCountries } from './countries';
import {
  callingCodesSchema,
  citiesSchema,
  companyTypesSchema,
  contactCategorySchema,
  contactInfoSchema,
  contractContentsSchema,
  parentIndustriesSchema,
  postalCodeSchema,
  streetsSchema,
  subIndustriesSchema,
  vendorPoliciesSchema,
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
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  open({
    method: 'GET',
    url: '/countries',
    summary: 'Alle Länder (deutsche Namen, D-A-CH zuerst)',
    data: z.array(countrySchema),
    handler: async () => [...listCountries()],
  });

  open({
    method: 'GET',
    url: '/getCity',
    summary: 'Orte zu einer Postleitzahl (leere Liste, wenn keiner hinterlegt ist)',
    querystring: postalCodeQuery,
    data: citiesSchema,
    handler: (request) => findCities(app.db, request.query.postal_code),
  });

  open({
    method: 'GET',
    url: '/getStreets',
    summary: 'Straßensuche nach Stichwort',
    querystring: streetQuery,
    data: streetsSchema,
    handler: (request) => searchStreets(app.db, request.query.keyword, request.query.limit),
  });

  pagedRouteGroup(app, { tags, config: { access: 'public' } })({
    method: 'GET',
    url: '/api/getPostalCodes',
    summary: 'Deutsche Postleitzahlen, die mit der Eingabe beginnen',
    querystring: postalCodePrefixQuery,
    item: postalCodeSchema,
    handler: (request) =>
      readPage(request.query, async (page) => {
        const result = await findPostalCodes(app.db, request.query.postal_code, page);
        return { rows: result.items, total: result.total };
      }),
  });

  open({
    method: 'GET',
    url: '/api/getCountriesCode',
    summary: 'Telefon-Ländervorwahlen',
    data: callingCodesSchema,
    handler: async () => listCallingCodes(),
  });

  open({
    method: 'GET',
    url: '/api/getDefaultCountry',
    summary: 'Standardland (Deutschland)',
    data: countrySchema,
    handler: async () => defaultCountry(),
  });

  open({
    method: 'GET',
    url: '/api/getUnitTypes',
    summary: 'Mengeneinheiten mit Grundpreis-Bezug',
    data: z.array(unitTypeSchema),
    handler: () => listUnitTypes(app.db),
  });

  open({ method: 'GET', url: '/companyTypes', summary: 'Rechtsformen', data: companyTypesSchema, handler: () => listCompanyTypes(app.db) });

  provider({
    method: 'GET',
    url: '/getVendorPolicies',
    summary: 'Eigene Richtlinien des Anbieters (Rückgabe, Versand, Datenschutz)',
    data: vendorPoliciesSchema,
    handler: (request) => getVendorPolicies(app.db, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/setVendorPolicies',
    summary: 'Eigene Richtlinien des Anbieters speichern',
    body: vendorPoliciesBody,
    data: vendorPoliciesSchema,
    message: 'Ihre Richtlinien wurden gespeichert.',
    handler: (request) => setVendorPolicies(app.db, signedInUserId(request), request.body),
  });

  open({
    method: 'GET',
    url: '/api/getParentIndustries',
    summary: 'Hauptbranchen',
    data: parentIndustriesSchema,
    handler: () => listParentIndustries(app.db),
  });

  open({
    method: 'GET',
    url: '/api/getSubIndustries',
    summary: 'Unterbranchen einer Hauptbranche',
    querystring: subIndustryQuery,
    data: subIndustriesSchema,
    handler: (request) => listSubIndustries(app.db, request.query.id),
  });

  open({
    method: 'GET',
    url: '/getContactCategories',
    summary: 'Themen des Kontaktformulars',
    data: z.array(contactCategorySchema),
    handler: () => listContactCategories(app.db),
  });

  open({
    method: 'GET',
    url: '/getContactInfo',
    summary: 'Kontaktdaten des Marktplatzbetreibers',
    data: contactInfoSchema,
    handler: () => getContactInfo(app.db),
  });

  open({
    method: 'GET',
    url: '/getContractContents',
    summary: 'Vertragsinhalte (AGB, Datenschutz, Widerruf, Auftragsverarbeitung)',
    querystring: contractQuery,
    data: contractContentsSchema,
    handler: (request) => listContractContents(app.db, request.query.key),
  });
};

export default referenceRoutes;
