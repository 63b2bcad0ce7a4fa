import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { idQuery } from '../../http/validation';
import { shippingCountrySchema, shippingMethodSchema } from './schemas';
import {
  createShippingBody,
  createShippingMethod,
  providerShippingMethods,
  shippingCountries,
  shippingInfo,
  updateShippingBody,
  updateShippingMethod,
} from './shipping';
import { signedInUserId } from '../../plugins/access';

const tags = ['Shop – Versand'];

/** The provider's shipping setup (spec 02 §7 "Shipping"); registered by the shop module. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };

  app.get(
    '/api/shippings',
    {
      config: provider,
      schema: { tags, summary: 'Eigene Versandarten (auch inaktive)', response: { 200: successSchema(z.array(shippingMethodSchema)) } },
    },
    async (request) => ok(await providerShippingMethods(app.db, signedInUserId(request))),
  );
  app.get(
    '/api/getShippingInfo',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Eine eigene Versandart',
        querystring: idQuery,
        response: { 200: successSchema(shippingMethodSchema) },
      },
    },
    async (request) => ok(await shippingInfo(app.db, signedInUserId(request), request.query.id)),
  );
  app.get(
    '/api/getShippingCountries',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Länder, in die geliefert werden kann', response: { 200: successSchema(z.array(shippingCountrySchema)) } },
    },
    async () => ok(shippingCountries()),
  );
  app.post(
    '/api/createShipping',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Versandart anlegen (Preis, kostenlos ab, Lieferzeit, Abholung, aktiv, Länder)',
        body: createShippingBody,
        response: { 201: successSchema(shippingMethodSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createShippingMethod(app.db, signedInUserId(request), request.body), 'Die Versandart wurde angelegt.'),
  );
  app.post(
    '/api/updateShipping',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Versandart ändern (nur die gesendeten Felder)',
        body: updateShippingBody,
        response: { 200: successSchema(shippingMethodSchema) },
      },
    },
    async (request) => ok(await updateShippingMethod(app.db, signedInUserId(request), request.body), 'Die Versandart wurde gespeichert.'),
  );
};
