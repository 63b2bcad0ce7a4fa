import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { created } from '../../http/replies';
import { idParams } from '../../http/validation';
import type { AddressType } from '../../db/schema/address';
import {
  addressListResponse,
  addressLookupQuery,
  addressResponse,
  billingAddressBody,
  deletedAddressResponse,
  maybeAddressResponse,
  shippingAddressBody,
  shippingFromBillingBody,
  userInformationResponse,
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

/** The session user of a customer route. */
/** Address books of a customer (spec 02 §7 "Addresses"); every query is filtered by the session user. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'customer' as const };

  for (const type of ['shipping', 'billing'] as const) {
    const book = BOOKS[type];
    const prefix = `/${type}-address`;

    app.get(
      prefix,
      {
        config: access,
        schema: { tags, summary: `Alle ${book.label}n, die Standardadresse zuerst`, response: { 200: addressListResponse } },
      },
      async (request) => ok((await listAddresses(app.db, signedInUserId(request), type)).map(presentAddress)),
    );

    app.get(
      `${prefix}/default`,
      {
        config: access,
        schema: { tags, summary: `Die Standard-${book.label} (null, wenn keine gespeichert ist)`, response: { 200: maybeAddressResponse } },
      },
      async (request) => {
        const row = await defaultAddress(app.db, signedInUserId(request), type);
        return ok(row ? presentAddress(row) : null);
      },
    );

    app.post(
      `${prefix}/store`,
      {
        config: access,
        schema: {
          tags,
          summary: `${book.label} anlegen (die erste eines Adressbuchs wird Standard)`,
          body: type === 'shipping' ? shippingAddressBody : billingAddressBody,
          response: { 201: addressResponse },
        },
      },
      async (request, reply) => {
        const row = await createAddress(app.db, signedInUserId(request), type, request.body);
        return created(reply, presentAddress(row), book.stored);
      },
    );

    app.post(
      `${prefix}/update/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `${book.label} ändern (alle Felder wie beim Anlegen)`,
          params: idParams,
          body: type === 'shipping' ? shippingAddressBody : billingAddressBody,
          response: { 200: addressResponse },
        },
      },
      async (request) =>
        ok(presentAddress(await updateAddress(app.db, signedInUserId(request), type, request.params.id, request.body)), book.updated),
    );

    app.post(
      `${prefix}/default/:id`,
      {
        config: access,
        schema: { tags, summary: `${book.label} als Standard festlegen`, params: idParams, response: { 200: addressResponse } },
      },
      async (request) =>
        ok(presentAddress(await setDefaultAddress(app.db, signedInUserId(request), type, request.params.id)), book.defaulted),
    );
  }

  app.get(
    '/getBillingAddress',
    {
      config: access,
      schema: {
        tags,
        summary: 'Rechnungsadresse für die Kasse: die mit `id`, sonst die Standardadresse, sonst die neueste (oder null)',
        querystring: addressLookupQuery,
        response: { 200: maybeAddressResponse },
      },
    },
    async (request) => {
      const row = await lookupAddress(app.db, signedInUserId(request), 'billing', request.query.id);
      return ok(row ? presentAddress(row) : null);
    },
  );

  app.get(
    '/getShippingsAddress',
    {
      config: access,
      schema: {
        tags,
        summary: 'Lieferadresse für die Kasse: die mit `id`, sonst die Standardadresse, sonst die neueste (oder null)',
        querystring: addressLookupQuery,
        response: { 200: maybeAddressResponse },
      },
    },
    async (request) => {
      const row = await lookupAddress(app.db, signedInUserId(request), 'shipping', request.query.id);
      return ok(row ? presentAddress(row) : null);
    },
  );

  app.get(
    '/GetUserInformation',
    {
      config: access,
      schema: {
        tags,
        summary: 'Kontaktdaten des Kunden und seine Standard-Liefer- und -Rechnungsadresse (für die Kasse)',
        response: { 200: userInformationResponse },
      },
    },
    async (request) => ok(await userInformation(app.db, signedInUserId(request))),
  );

  app.post(
    '/setShippingFromBilling',
    {
      config: access,
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

  app.delete(
    '/address/delete/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Liefer- oder Rechnungsadresse löschen',
        params: idParams,
        response: { 200: deletedAddressResponse },
      },
    },
    async (request) => {
      const { deleted, newDefault } = await deleteAddress(app.db, signedInUserId(request), request.params.id);
      return ok({ id: deleted.id, type: deleted.type, new_default_id: newDefault?.id ?? null }, 'Die Adresse wurde gelöscht.');
    },
  );
};

export default addressRoutes;
