import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../http/route-group';
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
  const provider = routeGroup(app, { tags, config: { access: 'provider' } });
  const everyone = routeGroup(app, { tags, config: { access: 'public' } });

  provider({
    method: 'GET',
    url: '/api/shippings',
    summary: 'Eigene Versandarten (auch inaktive)',
    data: z.array(shippingMethodSchema),
    handler: (request) => providerShippingMethods(app.db, signedInUserId(request)),
  });
  provider({
    method: 'GET',
    url: '/api/getShippingInfo',
    summary: 'Eine eigene Versandart',
    querystring: idQuery,
    data: shippingMethodSchema,
    handler: (request) => shippingInfo(app.db, signedInUserId(request), request.query.id),
  });
  everyone({
    method: 'GET',
    url: '/api/getShippingCountries',
    summary: 'Länder, in die geliefert werden kann',
    data: z.array(shippingCountrySchema),
    handler: async () => shippingCountries(),
  });
  provider({
    method: 'POST',
    url: '/api/createShipping',
    summary: 'Versandart anlegen (Preis, kostenlos ab, Lieferzeit, Abholung, aktiv, Länder)',
    body: createShippingBody,
    data: shippingMethodSchema,
    status: 201,
    message: 'Die Versandart wurde angelegt.',
    handler: (request) => createShippingMethod(app.db, signedInUserId(request), request.body),
  });
  provider({
    method: 'POST',
    url: '/api/updateShipping',
    summary: 'Versandart ändern (nur die gesendeten Felder)',
    body: updateShippingBody,
    data: shippingMethodSchema,
    message: 'Die Versandart wurde gespeichert.',
    handler: (request) => updateShippingMethod(app.db, signedInUserId(request), request.body),
  });
};
