import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { ForbiddenError } from '../../http/errors';
import { fields } from '../../http/validation';
import { cartKeyRule } from './cart-keys';
import {
  cartKey,
  cartSlotSchema,
  deliveryAreaSchema,
  foodProviderSchema,
  postalCode,
  slotBody,
  slotChoiceSchema,
  slotQuery,
  slotQueryOf,
  tags,
} from './schemas';
import {
  ADDITIVES,
  ALLERGENS,
  cartSlotChoices,
  chooseSlot,
  deliveryAreaCheck,
  foodProviderBySlug,
  GASTRO_TAGS,
  slotChoice,
} from './service';

/** The customer side: gastro tags, food providers and their menus, delivery and pickup slots. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- customer side -----------------------------------------------------------------------------------------
  app.get(
    '/getGastroTags',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Küchen (Gastro-Tags) der Essenssuche', response: { 200: successSchema(z.array(z.string())) } },
    },
    async () => ok([...GASTRO_TAGS]),
  );

  app.get(
    '/food/allergens',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Allergene (LMIV) und Zusatzstoffe zur Auswahl',
        response: {
          200: successSchema(z.object({ allergens: z.record(z.string(), z.string()), additives: z.record(z.string(), z.string()) })),
        },
      },
    },
    async () => ok({ allergens: ALLERGENS, additives: ADDITIVES }),
  );

  app.get(
    '/food/slots',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Wählbare Liefer- oder Abholzeiten eines Restaurants (heute und morgen, Viertelstunden, Europe/Berlin) und die Wahl des Warenkorbs',
        querystring: slotQuery,
        response: { 200: successSchema(slotChoiceSchema) },
      },
    },
    async (request) => {
      const query = slotQueryOf(request.query);
      // another customer's cart: 403 for a customer, read as no cart for anyone else (the cart module's rule)
      if (query.cartKey && !(await cartKeyRule().mayUse(app.db, query.cartKey, request.user))) query.cartKey = undefined;
      return ok(await slotChoice(app.db, query));
    },
  );

  app.post(
    '/food/slot',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Liefer- oder Abholzeit für die Gerichte eines Restaurants im Warenkorb wählen (null = so bald wie möglich)',
        body: slotBody,
        response: { 200: successSchema(slotChoiceSchema) },
      },
    },
    async (request) => {
      // Only the cart's owner (or anyone, for a guest cart) chooses its times: another customer's cart → 403.
      const rule = cartKeyRule();
      if (!(await rule.mayUse(app.db, request.body.cart_key, request.user))) throw new ForbiddenError(rule.foreignCart);
      return ok(
        await chooseSlot(app.db, {
          ...slotQueryOf(request.body),
          cartKey: request.body.cart_key,
          slotAt: request.body.slot_at === null ? null : new Date(request.body.slot_at),
        }),
        request.body.slot_at === null ? 'Ihr Essen kommt so bald wie möglich.' : 'Die Zeit wurde gespeichert.',
      );
    },
  );

  app.get(
    '/food/delivery-area',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Liefern die Restaurants unter diesen Anbietern an die Postleitzahl? (Prüfung bei der Wahl der Lieferadresse; Anbieter ohne Essen entfallen)',
        querystring: z.object({
          provider_ids: z
            .string()
            .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Bitte geben Sie Anbieter-IDs durch Komma getrennt an.')
            .transform((value) => [...new Set(value.split(',').map(Number))]),
          postal_code: postalCode(),
        }),
        response: { 200: successSchema(z.array(deliveryAreaSchema)) },
      },
    },
    async (request) => ok(await deliveryAreaCheck(app.db, request.query.provider_ids, request.query.postal_code)),
  );

  app.get(
    '/food/cart-slots',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Die im Warenkorb gewählten Liefer- oder Abholzeiten je Restaurant (für die Kasse; leer: so bald wie möglich)',
        querystring: z.object({ cart_key: cartKey() }),
        response: { 200: successSchema(z.array(cartSlotSchema)) },
      },
    },
    async (request) =>
      ok(
        (await cartKeyRule().mayUse(app.db, request.query.cart_key, request.user))
          ? await cartSlotChoices(app.db, request.query.cart_key)
          : [],
      ),
  );

  for (const [path, withMenu] of [
    ['/api/foodProviderBySlug', false],
    ['/api/foodProviderBySlugNew', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: withMenu ? 'Essensanbieter mit Speisekarte nach Kategorien' : 'Essensanbieter nach Slug',
          querystring: z.object({ slug: fields.requiredText(200) }),
          response: { 200: successSchema(foodProviderSchema) },
        },
      },
      async (request) => ok(await foodProviderBySlug(app.db, request.query.slug, withMenu, new Date(), app.appConfig)),
    );
  }
};

export default customerRoutes;
