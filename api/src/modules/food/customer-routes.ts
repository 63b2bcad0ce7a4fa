import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../http/errors';
import { routeGroup } from '../../http/route-group';
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

/** The delivery-area check's question: up to 50 provider ids, comma-separated (each once), and the postal code. */
const deliveryAreaQuery = z.object({
  provider_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Bitte geben Sie Anbieter-IDs durch Komma getrennt an.')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
  postal_code: postalCode(),
});

/** The customer side: gastro tags, food providers and their menus, delivery and pickup slots. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const publicExtension = routeGroup(app, { tags, config: { access: 'public', extension: true } });

  // --- customer side -----------------------------------------------------------------------------------------
  open({
    method: 'GET',
    url: '/getGastroTags',
    summary: 'Küchen (Gastro-Tags) der Essenssuche',
    data: z.array(z.string()),
    handler: async () => [...GASTRO_TAGS],
  });

  publicExtension({
    method: 'GET',
    url: '/food/allergens',
    summary: 'Allergene (LMIV) und Zusatzstoffe zur Auswahl',
    data: z.object({ allergens: z.record(z.string(), z.string()), additives: z.record(z.string(), z.string()) }),
    handler: async () => ({ allergens: ALLERGENS, additives: ADDITIVES }),
  });

  publicExtension({
    method: 'GET',
    url: '/food/slots',
    summary:
      'Wählbare Liefer- oder Abholzeiten eines Restaurants (heute und morgen, Viertelstunden, Europe/Berlin) und die Wahl des Warenkorbs',
    querystring: slotQuery,
    data: slotChoiceSchema,
    handler: async (request) => {
      const query = slotQueryOf(request.query);
      // another customer's cart: 403 for a customer, read as no cart for anyone else (the cart module's rule)
      if (query.cartKey && !(await cartKeyRule().mayUse(app.db, query.cartKey, request.user))) query.cartKey = undefined;
      return slotChoice(app.db, query);
    },
  });

  publicExtension({
    method: 'POST',
    url: '/food/slot',
    summary: 'Liefer- oder Abholzeit für die Gerichte eines Restaurants im Warenkorb wählen (null = so bald wie möglich)',
    body: slotBody,
    data: slotChoiceSchema,
    message: (_choice, request) => (request.body.slot_at === null ? 'Ihr Essen kommt so bald wie möglich.' : 'Die Zeit wurde gespeichert.'),
    handler: async (request) => {
      // Only the cart's owner (or anyone, for a guest cart) chooses its times: another customer's cart → 403.
      const rule = cartKeyRule();
      if (!(await rule.mayUse(app.db, request.body.cart_key, request.user))) throw new ForbiddenError(rule.foreignCart);
      return chooseSlot(app.db, {
        ...slotQueryOf(request.body),
        cartKey: request.body.cart_key,
        slotAt: request.body.slot_at === null ? null : new Date(request.body.slot_at),
      });
    },
  });

  publicExtension({
    method: 'GET',
    url: '/food/delivery-area',
    summary:
      'Liefern die Restaurants unter diesen Anbietern an die Postleitzahl? (Prüfung bei der Wahl der Lieferadresse; Anbieter ohne Essen entfallen)',
    querystring: deliveryAreaQuery,
    data: z.array(deliveryAreaSchema),
    handler: (request) => deliveryAreaCheck(app.db, request.query.provider_ids, request.query.postal_code),
  });

  publicExtension({
    method: 'GET',
    url: '/food/cart-slots',
    summary: 'Die im Warenkorb gewählten Liefer- oder Abholzeiten je Restaurant (für die Kasse; leer: so bald wie möglich)',
    querystring: z.object({ cart_key: cartKey() }),
    data: z.array(cartSlotSchema),
    handler: async (request) =>
      (await cartKeyRule().mayUse(app.db, request.query.cart_key, request.user)) ? cartSlotChoices(app.db, request.query.cart_key) : [],
  });

  for (const [path, withMenu] of [
    ['/api/foodProviderBySlug', false],
    ['/api/foodProviderBySlugNew', true],
  ] as const) {
    open({
      method: 'GET',
      url: path,
      summary: withMenu ? 'Essensanbieter mit Speisekarte nach Kategorien' : 'Essensanbieter nach Slug',
      querystring: z.object({ slug: fields.requiredText(200) }),
      data: foodProviderSchema,
      handler: (request) => foodProviderBySlug(app.db, request.query.slug, withMenu, new Date(), app.appConfig),
    });
  }
};

export default customerRoutes;
