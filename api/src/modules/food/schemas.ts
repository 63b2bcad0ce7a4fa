import { z } from 'zod';
import { FOOD_ITEM_STATUSES, FOOD_ORDER_STATUSES } from '../../db/schema/food';
import { wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';
import { moneyCents, wholeNumber } from '../shop/public';
import { dayHoursSchema } from '../stores/public';
import { GASTRO_TAGS } from './service';

/** Request and response schemas of the food calls (the responses name the generated wire types the mfe-food screens read). */

export const gastroSettingsSchema = wireSchema(
  'FoodGastroSettings',
  z.object({
    is_active: z.boolean(),
    cuisine_tags: z.array(z.string()),
    minimum_order_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    free_delivery_from_cents: z.number().int().nullable(),
    delivery_postal_codes: z.array(z.string()),
    delivery_radius_km: z.number().int().nullable(),
    delivery: z.boolean(),
    pickup: z.boolean(),
    cash_on_delivery: z.boolean(),
  }),
);

export const orderingSettingsSchema = wireSchema(
  'FoodOrderingSettings',
  z.object({ ordering_open: z.boolean(), auto_accept: z.boolean(), preparation_time: z.number().int(), order_sound: z.boolean() }),
);

export const foodCategorySchema = wireSchema(
  'FoodCategory',
  z.object({ id: z.number().int(), name: z.string(), position: z.number().int(), dish_count: z.number().int() }),
);

export const deliveryTimeSchema = wireSchema(
  'FoodDeliveryTime',
  z.object({
    id: z.number().int(),
    zone: z.string(),
    preparation_minutes: z.number().int(),
    delivery_minutes: z.number().int(),
    last_order_time: z.string().nullable(),
  }),
);

export const dishInfoSchema = wireSchema(
  'FoodDishInfo',
  z.object({
    product_id: z.number().int(),
    category_id: z.number().int().nullable(),
    allergens: z.array(z.string()),
    additives: z.array(z.string()),
  }),
);

const labelled = z.object({ code: z.string(), label: z.string() });

export const dishSchema = wireSchema(
  'FoodDish',
  z.object({
    id: z.number().int(),
    variant_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    price_cents: z.number().int(),
    price: z.string(),
    /** The dish's first picture (its gallery's first, else its photo); null: the menu shows no picture. */
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    available: z.boolean(),
    allergens: z.array(labelled),
    additives: z.array(labelled),
  }),
);

const providerBase = gastroSettingsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  open_now: z.boolean(),
  open_text: z.string(),
  ordering_open: z.boolean(),
});

export const foodProviderSchema = wireSchema(
  'FoodProvider',
  providerBase.extend({
    opening_hours: z.array(dayHoursSchema),
    delivery_hours: z.array(dayHoursSchema),
    address: z.string(),
    locations_count: z.number().int(),
    preparation_time: z.number().int(),
    withdrawal_notice: z.string(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), dishes: z.array(dishSchema) })),
  }),
);

export const foodOrderSchema = wireSchema(
  'FoodOrder',
  z.object({
    id: z.number().int(),
    order_number: z.string(),
    status: z.enum(FOOD_ORDER_STATUSES),
    status_label: z.string(),
    tab: z.enum(['pending', 'processing', 'delivery', 'completed']),
    delivery_status: z.string().nullable(),
    next_statuses: z.array(z.object({ value: z.enum(FOOD_ORDER_STATUSES), label: z.string() })),
    provider_id: z.number().int(),
    provider_name: z.string(),
    customer_name: z.string(),
    delivery_mode: z.enum(['shipping', 'pickup']),
    delivery_address: z.string().nullable(),
    pickup_address: z.string().nullable(),
    payment_method: z.string(),
    cash_option: z.string().nullable(),
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        qty: z.number().int(),
        unit_price_cents: z.number().int(),
        total_cents: z.number().int(),
        status: z.enum(FOOD_ITEM_STATUSES),
      }),
    ),
    items_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    total_cents: z.number().int(),
    amount_due_cents: z.number().int(),
    total: z.string(),
    track_note: z.string().nullable(),
    eta_at: z.string().nullable(),
    /** The delivery or pickup time the customer chose (null: as soon as possible). */
    slot_at: z.string().nullable(),
    slot_text: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    withdrawal_notice: z.string(),
  }),
);

export const foodOrderPageSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.array(foodOrderSchema),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    tabs: z.object({ pending: z.number().int(), processing: z.number().int(), delivery: z.number().int(), completed: z.number().int() }),
    last_event_id: z.number().int(),
  }),
});

export const ticketSchema = wireSchema('FoodEventTicket', z.object({ ticket: z.string(), expires_at: z.string() }));

export const slotChoiceSchema = wireSchema(
  'FoodSlotChoice',
  z.object({
    /** „As soon as possible“ can be ordered (open now and taking orders). */
    asap: z.boolean(),
    asap_text: z.string(),
    lead_minutes: z.number().int(),
    options: z.array(z.object({ value: z.string(), label: z.string(), day: z.enum(['today', 'tomorrow']) })),
    selected: z.string().nullable(),
    selected_label: z.string().nullable(),
    /** Why the stored choice can no longer be met (time passed, hours changed), or null. */
    selected_problem: z.string().nullable(),
  }),
);

export const cartSlotSchema = wireSchema(
  'FoodCartSlot',
  z.object({
    provider_id: z.number().int(),
    provider_name: z.string(),
    /** The menu page to change the time on (`/food/menu/:slug`). */
    provider_slug: z.string().nullable(),
    slot_at: z.string(),
    /** „heute, 19:30 Uhr“ (Europe/Berlin). */
    slot_label: z.string(),
  }),
);

/** Whether a restaurant delivers to a postal code (`GET /food/delivery-area`), with the checkout's refusal if not. */
export const deliveryAreaSchema = wireSchema(
  'FoodDeliveryArea',
  z.object({
    provider_id: z.number().int(),
    provider_name: z.string(),
    delivers: z.boolean(),
    /** „„Pizzeria Da Marco“ liefert nicht an die Postleitzahl 80331.“; null when it delivers. */
    message: z.string().nullable(),
  }),
);

export const tags = ['Essen'];
const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.';
const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);
const POSTAL_MESSAGE = 'Bitte geben Sie eine fünfstellige Postleitzahl an.';
export const postalCode = () => z.string().regex(/^\d{5}$/, POSTAL_MESSAGE);
export const foodStatus = z.enum(FOOD_ORDER_STATUSES, { message: 'Der Status ist ungültig.' });
export const orderId = fields.id();

export const gastroBody = z
  .object({
    cuisine_tags: z
      .array(z.enum(GASTRO_TAGS, { message: 'Bitte wählen Sie Küchen aus der Liste.' }))
      .max(16)
      .optional(),
    minimum_order: moneyCents(100_000).optional(),
    delivery_fee: moneyCents(10_000).optional(),
    free_delivery_from: moneyCents(100_000).nullable().optional(),
    delivery_postal_codes: z.array(postalCode()).max(200).optional(),
    delivery_radius_km: wholeNumber(1, 50).nullable().optional(),
    delivery: fields.flag().optional(),
    pickup: fields.flag().optional(),
    cash_on_delivery: fields.flag().optional(),
  })
  .strict();

export const settingsBody = z
  .object({
    ordering_open: fields.flag().optional(),
    auto_accept: fields.flag().optional(),
    preparation_time: wholeNumber(5, 180).optional(),
    order_sound: fields.flag().optional(),
  })
  .strict();

export const categoryBody = z
  .object({
    id: fields.id().optional(),
    name: fields.requiredText(80).optional(),
    position: wholeNumber(0, 1000).optional(),
    delete: fields.flag().optional(),
  })
  .strict();

export const deliveryTimesBody = z
  .object({
    times: z
      .array(
        z
          .object({
            zone: fields.requiredText(80),
            preparation_minutes: wholeNumber(0, 240),
            delivery_minutes: wholeNumber(0, 240),
            last_order_time: time().nullable().optional(),
          })
          .strict(),
      )
      .max(20),
  })
  .strict();

const SLOT_MESSAGE = 'Bitte wählen Sie eine Liefer- oder Abholzeit aus der Liste.';
const CART_KEY_MESSAGE = 'Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.';
export const cartKey = () => z.uuid({ message: CART_KEY_MESSAGE });
export const slotQuery = z.object({
  provider_id: fields.id(),
  mode: z.enum(['delivery', 'pickup'], { message: 'Bitte wählen Sie Lieferung oder Abholung.' }).default('delivery'),
  postal_code: postalCode().optional(),
  cart_key: cartKey().optional(),
});
export const slotBody = slotQuery
  .extend({
    cart_key: cartKey(),
    slot_at: z.iso.datetime({ offset: true, message: SLOT_MESSAGE }).nullable(),
  })
  .strict();

/*
 * The order lists' answers are written as built (`writtenAsBuilt`) (`pageFoodOrders` builds them typed to `foodOrderPageSchema`; a
 * test checks an answer against it): checking and copying 50 cards through zod cost a quarter of the API's time per
 * board reload (README, benchmark). The board tab's answer is sent as JSON text around the page's cards, which
 * `boardPage` keeps as text while the board version is unchanged. The schema still documents the answer in the
 * OpenAPI contract.
 */

/** The slot calls' wire names → the service's. */
export function slotQueryOf(input: z.infer<typeof slotQuery>) {
  return { providerId: input.provider_id, mode: input.mode, postalCode: input.postal_code, cartKey: input.cart_key };
}
