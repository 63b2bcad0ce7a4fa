import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { idParams } from '../../http/validation';
import type { AddressType } from '../../db/schema/address';
import {
  addressLookupQuery,
  addressResponse,
  addressSchema,
  billingAddressBody,
  deletedAddressSchema,
  shippingAddressBody,
  shippingFromBillingBody,
  userInformationSchema,
} from './schemas';
import {
  copyBillingToShipping,
  createAddress,
  defaultAddress,
  deleteAddress,
  listAddresses,
  lookupAddress,
  presentAddress,
  setDefaultAddress,
  updateAddress,
  userInformation,
} from './service';
import { signedInUserId } from '../../plugins/access';

const tags = ['Adressen'];

const BOOKS: Record<AddressType, { label: string; stored: string; updated: string; defaulted: string }> = {
  shipping: {
    label: 'Lieferadresse',
    stored: 'Die Lieferadresse wurde gespeichert.',
    updated: 'Die Lieferadresse wurde aktualisiert.',
    defaulted: 'Die Standard-Lieferadresse wurde festgelegt.',
  },
  billing: {
    label: 'Rechnungsadresse',
    stored: 'Die Rechnungsadresse wurde gespeichert.',
    updated: 'Die Rechnungsadresse wurde aktualisiert.',
    defaulted: 'Die Standard-Rechnungsadresse wurde festgelegt.',
  },
};

/** Address books of a customer (spec 02 §7 "Addresses"); every query is filtered by the session user. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = routeGroup(app, { tags, config: { access: 'customer' } });

  for (const type of ['shipping', 'billing'] as const) {
    const book = BOOKS[type];
    const prefix = `/${type}-address`;
    const body = type === 'shipping' ? shippingAddressBody : billingAddressBody;

    customer({
      method: 'GET',
      url: prefix,
      summary: `Alle ${book.label}n, die Standardadresse zuerst`,
      data: z.array(addressSchema),
      handler: async (request) => (await listAddresses(app.db, signedInUserId(request), type)).map(presentAddress),
    });

    customer({
      method: 'GET',
      url: `${prefix}/default`,
      summary: `Die Standard-${book.label} (null, wenn keine gespeichert ist)`,
      data: addressSchema.nullable(),
      handler: async (request) => {
        const row = await defaultAddress(app.db, signedInUserId(request), type);
        return row ? presentAddress(row) : null;
      },
    });

    customer({
      method: 'POST',
      url: `${prefix}/store`,
      summary: `${book.label} anlegen (die erste eines Adressbuchs wird Standard)`,
      body,
      data: addressSchema,
      status: 201,
      message: book.stored,
      handler: async (request) => presentAddress(await createAddress(app.db, signedInUserId(request), type, request.body)),
    });

    customer({
      method: 'POST',
      url: `${prefix}/update/:id`,
      summary: `${book.label} ändern (alle Felder wie beim Anlegen)`,
      params: idParams,
      body,
      data: addressSchema,
      message: book.updated,
      handler: async (request) =>
        presentAddress(await updateAddress(app.db, signedInUserId(request), type, request.params.id, request.body)),
    });

    customer({
      method: 'POST',
      url: `${prefix}/default/:id`,
      summary: `${book.label} als Standard festlegen`,
      params: idParams,
      data: addressSchema,
      message: book.defaulted,
      handler: async (request) => presentAddress(await setDefaultAddress(app.db, signedInUserId(request), type, request.params.id)),
    });
  }

  for (const [url, type, label] of [
    ['/getBillingAddress', 'billing', 'Rechnungsadresse'],
    ['/getShippingsAddress', 'shipping', 'Lieferadresse'],
  ] as const) {
    customer({
      method: 'GET',
      url,
      summary: `${label} für die Kasse: die mit \`id\`, sonst die Standardadresse, sonst die neueste (oder null)`,
      querystring: addressLookupQuery,
      data: addressSchema.nullable(),
      handler: async (request) => {
        const row = await lookupAddress(app.db, signedInUserId(request), type, request.query.id);
        return row ? presentAddress(row) : null;
      },
    });
  }

  customer({
    method: 'GET',
    url: '/GetUserInformation',
    summary: 'Kontaktdaten des Kunden und seine Standard-Liefer- und -Rechnungsadresse (für die Kasse)',
    data: userInformationSchema,
    handler: (request) => userInformation(app.db, signedInUserId(request)),
  });

  // 201 when the copy is new, 200 when an identical shipping address is reused: outside the group's one status.
  app.post(
    '/setShippingFromBilling',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Rechnungsadresse (mit `billing_address_id` oder die Standardadresse) als Lieferadresse übernehmen',
        body: shippingFromBillingBody,
        response: { 200: addressResponse, 201: addressResponse },
      },
    },
    async (request, reply) => {
      const { address, created } = await copyBillingToShipping(app.db, signedInUserId(request), {
        ...(request.body.billing_address_id !== undefined ? { billingAddressId: request.body.billing_address_id } : {}),
        makeDefault: request.body.is_default,
      });
      return reply
        .status(created ? 201 : 200)
        .send(ok(presentAddress(address), 'Die Rechnungsadresse wurde als Lieferadresse übernommen.'));
    },
  );

  customer({
    method: 'DELETE',
    url: '/address/delete/:id',
    summary: 'Liefer- oder Rechnungsadresse löschen',
    params: idParams,
    data: deletedAddressSchema,
    message: 'Die Adresse wurde gelöscht.',
    handler: async (request) => {
      const { deleted, newDefault } = await deleteAddress(app.db, signedInUserId(request), request.params.id);
      return { id: deleted.id, type: deleted.type, new_default_id: newDefault?.id ?? null };
    },
  });
};

export default addressRoutes;
