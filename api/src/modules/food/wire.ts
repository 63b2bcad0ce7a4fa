import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { FOOD_ITEM_STATUSES, FOOD_ORDER_STATUSES } from '../../db/schema';

/** Response schemas of the food calls (they name the generated wire types the mfe-food screens read). */

const hoursSchema = z.object({
  day: z.number().int(),
  from_time: z.string().nullable(),
  untill_time: z.string().nullable(),
  after_from_time: z.string().nullable(),
  after_untill_time: z.string().nullable(),
  status: z.boolean(),
});

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

/** What a food provider's card of `/provider_search` adds under `food` (x-extension, with the food filters). */
export const foodSearchFactsSchema = wireSchema(
  'FoodSearchFacts',
  z.object({
    cuisine_tags: z.array(z.string()),
    minimum_order_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    free_delivery_from_cents: z.number().int().nullable(),
    delivery: z.boolean(),
    pickup: z.boolean(),
    ordering_open: z.boolean(),
    open_now: z.boolean(),
    open_text: z.string(),
    delivers_to_postal_code: z.boolean().nullable(),
  }),
);

export const foodProviderSchema = wireSchema(
  'FoodProvider',
  providerBase.extend({
    opening_hours: z.array(hoursSchema),
    delivery_hours: z.array(hoursSchema),
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
